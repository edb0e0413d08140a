// Placeholder; delete when the scene has files.
