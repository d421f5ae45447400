// matchsticks widget: see CONTRIBUTING.md (being written)
