"""Screens compared row by row, text only."""

from textual_oracle.comparison import RowDifference, differing_rows


def test_equal_screens_have_no_differing_rows_whatever_their_trailing_spaces():
    assert differing_rows(["ab  ", "c"], ["ab", "c   "]) == []


def test_a_row_that_differs_is_named_with_both_texts():
    assert differing_rows(["ab", "cd", "ef"], ["ab", "cx", "ef"]) == [RowDifference(1, "cd", "cx")]


def test_leading_spaces_count():
    assert differing_rows([" ab"], ["ab"]) == [RowDifference(0, " ab", "ab")]


def test_a_row_one_screen_lacks_differs_when_the_other_has_text_there():
    assert differing_rows(["a", "b"], ["a"]) == [RowDifference(1, "b", "")]
    assert differing_rows(["a"], ["a", "b"]) == [RowDifference(1, "", "b")]
