//! The placeholders a message of the catalogue names (`{ $count }`), read
//! from its Fluent syntax: for the catalogue's checks, and for `build.rs`,
//! which documents each generated key with them (it includes this file).

use std::collections::BTreeSet;

use fluent_syntax::ast::{Expression, InlineExpression, Message, Pattern, PatternElement};

/// The variables a message's value and attributes name.
pub fn of_message(message: &Message<&str>) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    if let Some(value) = &message.value {
        pattern_variables(value, &mut vars);
    }
    for a in &message.attributes {
        pattern_variables(&a.value, &mut vars);
    }
    vars
}

fn pattern_variables(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, vars);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, vars);
            for v in variants {
                pattern_variables(&v.value, vars);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, vars),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, vars);
            }
            for a in &arguments.named {
                inline_variables(&a.value, vars);
            }
        }
        _ => {}
    }
}
