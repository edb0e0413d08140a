// Placeholder; delete when the folder has tests.
