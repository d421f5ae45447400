"""Driving the Nerdle and Mathler assistant widgets (site/js/tiles.js), whose element ids share a prefix."""

STATES = ("ok", "solved", "error", "unfit")  # unfit: colours being set that no answer has yet
TAPS = {"B": 0, "P": 1, "G": 2}


class TilesPage:
    def __init__(self, prefix: str):
        self.p = prefix

    def wait_result(self, page, key):
        """Wait until the assistant has answered for the turns ``key`` (``GUESS:FEEDBACK,...``); its time in ms."""
        page.wait_for_function(
            "([id, k, states]) => { const s = document.getElementById(id);"
            " return s && s.dataset.key === k && states.includes(s.dataset.state); }",
            arg=[f"{self.p}-summary", key, list(STATES)])
        return int(page.locator(f"#{self.p}-summary").get_attribute("data-ms"))

    def summary(self, page):
        return page.locator(f"#{self.p}-summary").text_content()

    def candidates(self, page):
        return page.locator(f"#{self.p}-candidates li").all_text_contents()

    def board(self, page):
        return page.locator(f"#{self.p}-board .tl-row[data-guess]").evaluate_all(
            "rows => rows.map(r => [r.dataset.guess, r.dataset.feedback])")

    def type_keys(self, page, text):
        for ch in text:
            page.locator(f'#{self.p}-keyboard [data-key="{ch}"]').click()

    def enter_guess(self, page, guess, row=0):
        """Type ``guess`` on the keys and enter it: its row (``row``) is drawn on the board."""
        self.type_keys(page, guess)
        page.locator(f'#{self.p}-keyboard [data-key="Enter"]').click()
        page.wait_for_selector(f'#{self.p}-board .tl-row[data-row="{row}"]')

    def set_colours(self, page, row, feedback, tap=False):
        for i, mark in enumerate(feedback):
            for _ in range(TAPS[mark]):
                tile = page.locator(f'#{self.p}-board .tl-row[data-row="{row}"] .tl-tile[data-index="{i}"]')
                tile.tap() if tap else tile.click()
