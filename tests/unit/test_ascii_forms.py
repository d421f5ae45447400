"""Full-width forms and other scripts' digits are read as ASCII at every puzzle's input (errors.ascii_forms)."""

import pytest

from puzzlers.engine import evaluate, parse_expression
from puzzlers.errors import PuzzleError, ascii_forms
from puzzlers.matchsticks import solve as matchsticks_solve
from puzzlers.nerdle.web import web_suggest
from puzzlers.numbers import solve as numbers_solve
from puzzlers.plates.web import web_solve as plate_solve


def test_ascii_forms():
    assert ascii_forms("０８－Ｄ－１２３４５") == "08-D-12345"
    assert ascii_forms("٨٦٣٤٩ ۱۲ १२") == "86349 12 12"  # Arabic-Indic, Persian, Devanagari
    assert ascii_forms("𝟙𝟚\u3000x²") == "12 x²"  # double-struck digits; a superscript is no digit
    # the minus sign and the en dash (a long press on "-", a keyboard's smart punctuation) are "-"; × and ÷ are
    # signs of the expressions' own (the engine reads them), not ASCII forms
    assert ascii_forms("×÷−–") == "×÷--"


def test_a_target_with_the_minus_sign_or_an_en_dash_is_negative():
    assert plate_solve("4567", target="−10", unary=True) == plate_solve("4567", target="-10", unary=True)
    dash = plate_solve("4567", target="–10", unary=True)
    assert dash["rules"] == plate_solve("4567", target="-10", unary=True)["rules"]
    with pytest.raises(PuzzleError, match="between 1 and 1,000,000 in the free mode; got -1"):  # read as -1
        numbers_solve("countdown", [25, 50, 75, 100, 3, 6], "−1", free=True)


def test_a_comma_groups_thousands_and_is_no_decimal_comma():
    """A German keyboard's decimal comma: "9,52" was read as 952, a silently wrong target."""
    assert numbers_solve("countdown", [25, 50, 75, 100, 3, 6], "1,000", free=True).to_json()["target"] == 1000
    for text in ("9,52", "95,2", "1,00", ",952", "9,520,1"):
        with pytest.raises(PuzzleError, match="the target must be a whole number"):
            numbers_solve("countdown", [25, 50, 75, 100, 3, 6], text)


def test_a_guess_typed_with_spaces_is_read_without_them():
    """Instant Nerdle counted "9 * 8 - 7 = 65" as 14 tiles; Mathler's guesses and the engine skip spaces."""
    from puzzlers.nerdle.web import web_check, web_instant

    assert web_check(8, "9 * 8 - 7 = 65") == web_check(8, "9*8-7=65")
    assert web_check(8, "12\xa0+35=47")["valid"]
    # and played: the check passed, then the colours' reading said "14 and 8 tiles"
    assert web_instant(["9 * 8 - 7 = 65:PGBGPGBB", "10 - 4 - 1 = 5:PBPBBBPB"]) == web_instant(
        ["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"])


def test_a_guess_typed_with_the_multiplication_and_division_signs_is_read_as_its_tiles(capsys):
    """The boards of the page read the keys × and ÷ as the tiles * and /; the command line's checks refused them
    ("'9×8-7=65' uses '×'")."""
    from puzzlers.cli import main
    from puzzlers.mathler import check_guess
    from puzzlers.nerdle.web import web_check

    assert web_check(8, "9×8-7=65") == web_check(8, "9*8-7=65")
    assert check_guess("30-2×3", tiles=6, target=24) == check_guess("30-2*3", tiles=6, target=24)
    assert check_guess("30-2*3", tiles=6, target=24).valid
    assert check_guess("48÷2+0", tiles=6).message == check_guess("48/2+0", tiles=6).message
    # and played: the guess scored as its tiles (scored with '×', no answer's symbol, it left 14 answers, not 8)
    from puzzlers.mathler import remaining
    assert remaining(6, 24, ["12+3×4:GBBBBB"]) == remaining(6, 24, ["12+3*4:GBBBBB"])
    assert len(remaining(6, 24, ["12+3*4:GBBBBB"])) == 8
    assert main(["nerdle", "check", "9×8-7=65"]) == 0
    assert capsys.readouterr().out == "9*8-7=65 is a valid guess\n"


def test_plates_read_full_width_and_arabic_digits():
    result = plate_solve("１２３４")
    assert (result["digits"], result["groups"], result["solutions"]) == ("1234", ["1234"], ["1-2=3-4", "1=2+3-4"])
    assert plate_solve("٠٨-D-١٢٣", group=1)["digits"] == "123"
    assert plate_solve("1234", target="－２")["rules"] == plate_solve("1234", target="-2")["rules"]


def test_numbers_engine_matchsticks_and_nerdle_read_them_too():
    assert numbers_solve("24", ["４", "٥", "6", "7"]).to_json()["numbers"] == [4, 5, 6, 7]
    assert evaluate(parse_expression("１２×３")) == 36
    assert matchsticks_solve("６＋４＝４").solutions == matchsticks_solve("6+4=4").solutions
    wide = web_suggest(8, ["４８－３２＝１６:ＰＢＢＧＰＧＰＢ"])  # the colours of 12+35=47
    assert wide == web_suggest(8, ["48-32=16:PBBGPGPB"]) and "12+35=47" in wide["candidates"]
    with pytest.raises(PuzzleError, match="number 1 must be a whole number"):
        numbers_solve("24", ["²", "5", "6", "7"])


def test_guess_checks_and_instant_nerdle_read_them_too():
    from puzzlers.mathler.web import web_check as mathler_check
    from puzzlers.nerdle.web import web_check as nerdle_check
    from puzzlers.nerdle.web import web_instant

    assert nerdle_check(8, "１２+３５=４７") == nerdle_check(8, "12+35=47")
    assert nerdle_check(8, "１２+３５=４７")["valid"]
    assert mathler_check(6, 24, "１２+３*４") == mathler_check(6, 24, "12+3*4")
    assert mathler_check(6, 24, "１２+３*４")["valid"]
    turns = ["４８－３２＝１６:PBBGPGPB", "12+35=47:GGGGGGGG"]
    assert web_instant(turns) == web_instant(["48-32=16:PBBGPGPB", "12+35=47:GGGGGGGG"])
