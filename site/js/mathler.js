// mathler widget: see CONTRIBUTING.md (being written)
