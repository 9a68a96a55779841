//! The resumable record of a `damas sprt` run: a header line naming the
//! match, then one line per finished game pair. A rerun with the same log
//! reads the pairs already played, counts each once, and plays only the
//! others.
//!
//! ```text
//! # damas sprt international a empresario b empresario+lmr2 nodes=50000 openings international.txt seed 1
//! pair 1 opening 1 a-white 1-0 no-pieces 87 b-white 1/2-1/2 king-moves 120 points 3
//! ```
//!
//! `points` is a's score over the pair in half-points (0 to 4).

use std::collections::BTreeMap;
use std::io::Write;

use super::stats::Pentanomial;

/// One finished pair as the log keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairRecord {
    /// Counts from 1.
    pub pair: u64,
    /// Index of the opening in the set, from 1.
    pub opening: usize,
    /// Each game's `<result> <reason> <plies>`: a with White, then b.
    pub games: [String; 2],
    /// a's half-points over the two games, 0 to 4.
    pub half_points: usize,
}

impl PairRecord {
    pub fn line(&self) -> String {
        format!(
            "pair {} opening {} a-white {} b-white {} points {}",
            self.pair, self.opening, self.games[0], self.games[1], self.half_points
        )
    }

    /// a's wins, draws and losses over the pair's two games.
    pub fn a_games(&self) -> [u64; 3] {
        let mut games = [0; 3];
        for (white, game) in self.games.iter().enumerate() {
            let index = match (game.split(' ').next(), white) {
                (Some("1-0"), 0) | (Some("0-1"), 1) => 0,
                (Some("1-0" | "0-1"), _) => 2,
                _ => 1,
            };
            games[index] += 1;
        }
        games
    }

    fn parse(line: &str) -> Option<PairRecord> {
        let rest = line.strip_prefix("pair ")?;
        let (pair, rest) = rest.split_once(" opening ")?;
        let (opening, rest) = rest.split_once(" a-white ")?;
        let (a_white, rest) = rest.split_once(" b-white ")?;
        let (b_white, points) = rest.split_once(" points ")?;
        let half_points = points.trim().parse().ok().filter(|p| *p <= 4)?;
        Some(PairRecord {
            pair: pair.parse().ok()?,
            opening: opening.parse().ok()?,
            games: [a_white.to_string(), b_white.to_string()],
            half_points,
        })
    }
}

/// The pairs a log holds, by number: a pair written twice counts once.
#[derive(Debug, Default)]
pub struct Played {
    pub pairs: BTreeMap<u64, PairRecord>,
}

impl Played {
    /// Reads a log's text; its header must be `header` (the same match).
    /// A line cut short by a stop (the last, without its end) is ignored.
    pub fn read(text: &str, header: &str) -> Result<Played, String> {
        let mut lines = text.lines();
        match lines.next() {
            None => return Ok(Played::default()),
            Some(first) if first == header => {}
            Some(first) => {
                return Err(format!(
                    "the log was written by another match:\n  its header: {first}\n  this match: {header}"
                ))
            }
        }
        let mut played = Played::default();
        for line in lines {
            if let Some(record) = PairRecord::parse(line) {
                played.pairs.entry(record.pair).or_insert(record);
            }
        }
        Ok(played)
    }

    pub fn pentanomial(&self) -> Pentanomial {
        let mut counts = Pentanomial::default();
        for record in self.pairs.values() {
            counts.add(record.half_points);
        }
        counts
    }

    /// The pairs still to play among 1 to `max`, in order.
    pub fn to_play(&self, max: u64) -> impl Iterator<Item = u64> + '_ {
        (1..=max).filter(|p| !self.pairs.contains_key(p))
    }
}

/// Appends to a log, creating it with its header when it is new or empty,
/// and ending a line cut short by an earlier stop.
pub struct LogWriter {
    file: std::fs::File,
}

impl LogWriter {
    pub fn open(path: &str, header: &str, existing: &str) -> Result<LogWriter, String> {
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| format!("cannot open the log '{path}': {e}"))?;
        let fail = |e: std::io::Error| format!("cannot write the log '{path}': {e}");
        if existing.is_empty() {
            writeln!(file, "{header}").map_err(fail)?;
        } else if !existing.ends_with('\n') {
            writeln!(file).map_err(fail)?;
        }
        Ok(LogWriter { file })
    }

    pub fn append(&mut self, record: &PairRecord) -> std::io::Result<()> {
        writeln!(self.file, "{}", record.line())?;
        self.file.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "# damas sprt english a x b y nodes=1000 openings e.txt seed 1";

    fn record(pair: u64, half_points: usize) -> PairRecord {
        PairRecord {
            pair,
            opening: pair as usize,
            games: ["1-0 no-pieces 40".into(), "1/2-1/2 king-moves 90".into()],
            half_points,
        }
    }

    fn log_of(records: &[PairRecord]) -> String {
        let mut text = format!("{HEADER}\n");
        for r in records {
            text += &(r.line() + "\n");
        }
        text
    }

    #[test]
    fn a_log_with_k_pairs_resumes_at_pair_k_plus_one_and_counts_each_once() {
        let records: Vec<PairRecord> = (1..=5).map(|p| record(p, (p % 5) as usize)).collect();
        let mut text = log_of(&records);
        // A pair written twice (a stop between the write and the flush of a
        // rerun) and a line cut short by a kill.
        text += &(records[2].line() + "\npair 6 opening 6 a-wh");
        let played = Played::read(&text, HEADER).unwrap();
        assert_eq!(played.pairs.len(), 5);
        assert_eq!(played.to_play(8).collect::<Vec<_>>(), vec![6, 7, 8]);
        assert_eq!(played.pentanomial().counts, [1, 1, 1, 1, 1]);
        assert_eq!(played.pairs[&3], records[2]);
        // a won with White and drew with Black.
        assert_eq!(records[0].a_games(), [1, 1, 0]);
    }

    #[test]
    fn pairs_finished_out_of_order_leave_only_the_gaps_to_play() {
        let played = Played::read(&log_of(&[record(2, 2), record(4, 4), record(1, 0)]), HEADER).unwrap();
        assert_eq!(played.to_play(6).collect::<Vec<_>>(), vec![3, 5, 6]);
        assert_eq!(played.pentanomial().counts, [1, 0, 1, 0, 1]);
    }

    #[test]
    fn a_log_of_another_match_is_refused_and_an_empty_one_starts_afresh() {
        let refused = Played::read(&log_of(&[record(1, 2)]), "# damas sprt english a x b z").unwrap_err();
        assert!(refused.starts_with("the log was written by another match"), "{refused}");
        assert!(Played::read("", HEADER).unwrap().pairs.is_empty());
    }

    #[test]
    fn a_written_pair_reads_back_the_same() {
        let dir = std::env::temp_dir().join(format!("damas-sprt-log-{}", std::process::id()));
        let path = dir.to_string_lossy().to_string();
        let _ = std::fs::remove_file(&path);
        let mut log = LogWriter::open(&path, HEADER, "").unwrap();
        log.append(&record(1, 3)).unwrap();
        drop(log);
        let text = std::fs::read_to_string(&path).unwrap();
        // Reopened after a line cut short: the next record starts a line.
        std::fs::write(&path, text.clone() + "pair 2 op").unwrap();
        let cut = std::fs::read_to_string(&path).unwrap();
        let mut log = LogWriter::open(&path, HEADER, &cut).unwrap();
        log.append(&record(3, 1)).unwrap();
        let played = Played::read(&std::fs::read_to_string(&path).unwrap(), HEADER).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(played.pairs.values().cloned().collect::<Vec<_>>(), vec![record(1, 3), record(3, 1)]);
    }
}
