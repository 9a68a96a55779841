//! Why a progress file was refused on import, in words for players
//! (messages `progress-*` of `locales/<lang>/errors.ftl`).

use crate::settings::progress_io::ImportError;

use crate::kernel::i18n::key;
use crate::kernel::i18n::Lang;

/// Why an import file was refused, as one sentence: `File not imported,
/// nothing was changed: the file is empty.`
pub fn import_error(e: &ImportError, lang: Lang) -> String {
    let reason = match e {
        ImportError::TooBig => crate::tr!(lang, key::PROGRESS_TOO_BIG),
        ImportError::NotAnExport => crate::tr!(lang, key::PROGRESS_NOT_AN_EXPORT),
        ImportError::OtherApp => crate::tr!(lang, key::PROGRESS_OTHER_APP),
        ImportError::NewerFormat(_) => crate::tr!(lang, key::PROGRESS_NEWER_FORMAT),
        ImportError::Empty => crate::tr!(lang, key::PROGRESS_EMPTY),
        ImportError::BadKey(k) => crate::tr!(lang, key::PROGRESS_BAD_KEY, key = k),
        ImportError::BadValue(k) => crate::tr!(lang, key::PROGRESS_BAD_VALUE, key = k),
        ImportError::Storage(_) => crate::tr!(lang, key::PROGRESS_STORAGE),
    };
    crate::tr!(lang, key::PROGRESS_IMPORT_REFUSED, reason = reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_names_the_key_in_each_language() {
        let e = ImportError::BadKey("evil.key".into());
        assert_eq!(
            import_error(&e, Lang::Pt),
            "Arquivo não importado, nada foi alterado: ele contém uma chave desconhecida (evil.key)."
        );
        assert_eq!(
            import_error(&e, Lang::En),
            "File not imported, nothing was changed: it holds an unknown key (evil.key)."
        );
        let e = ImportError::BadValue("damas.v1.scores".into());
        assert_eq!(
            import_error(&e, Lang::En),
            "File not imported, nothing was changed: the data under damas.v1.scores is damaged."
        );
        assert_eq!(
            import_error(&ImportError::TooBig, Lang::Pt),
            "Arquivo não importado, nada foi alterado: o arquivo é grande demais."
        );
    }
}
