//! A step through the moves explored, from the keyboard as from the
//! buttons under the board: ← back, → forward, Home the start, End the
//! last move of the line.

/// Where a step goes from the move shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveStep {
    Start,
    Back,
    Forward,
    End,
}

impl MoveStep {
    /// The step a key asks for (`KeyboardEvent.key`), if any. Keys held
    /// with a modifier are the browser's (Alt+← goes back a page).
    pub fn from_key(key: &str, modified: bool) -> Option<MoveStep> {
        if modified {
            return None;
        }
        match key {
            "ArrowLeft" => Some(MoveStep::Back),
            "ArrowRight" => Some(MoveStep::Forward),
            "Home" => Some(MoveStep::Start),
            "End" => Some(MoveStep::End),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_step_and_home_and_end_jump() {
        assert_eq!(MoveStep::from_key("ArrowLeft", false), Some(MoveStep::Back));
        assert_eq!(MoveStep::from_key("ArrowRight", false), Some(MoveStep::Forward));
        assert_eq!(MoveStep::from_key("Home", false), Some(MoveStep::Start));
        assert_eq!(MoveStep::from_key("End", false), Some(MoveStep::End));
    }

    #[test]
    fn other_keys_and_keys_with_a_modifier_are_left_to_the_browser() {
        assert_eq!(MoveStep::from_key("ArrowUp", false), None);
        assert_eq!(MoveStep::from_key("a", false), None);
        assert_eq!(MoveStep::from_key("ArrowLeft", true), None);
    }
}
