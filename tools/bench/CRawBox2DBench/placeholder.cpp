// Placeholder; delete.
