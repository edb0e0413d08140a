// Placeholder so the package loads while the module is written; delete when the module has files.
