// nerdle widget: see CONTRIBUTING.md (being written)
