// regex widget: see CONTRIBUTING.md (being written)
