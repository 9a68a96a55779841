# online: see src/i18n/catalogue.rs
