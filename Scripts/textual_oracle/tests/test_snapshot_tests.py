"""Reading Textual's snapshot test files: the app file, keys and size of each test, or why
it is not expressible, on sources with known answers."""

from pathlib import PurePosixPath
from textwrap import dedent

from textual_oracle.snapshot_tests import SnapshotTest, read_tests


def cases_of(source: str, snapshots=None) -> dict[str, SnapshotTest]:
    return {test.name: test for test in read_tests(dedent(source), snapshots)}


def test_an_app_path_joined_from_a_module_constant_with_keys_and_a_size_is_read():
    tests = cases_of('''
        EXAMPLES = Path("../../docs/examples")

        def test_input(snap_compare):
            press = ["tab", *"Hi", "wait:20"]
            assert snap_compare(EXAMPLES / "input.py", press=press, terminal_size=(40, 10))
    ''')

    assert tests["test_input"] == SnapshotTest(
        "test_input", app=PurePosixPath("../../docs/examples/input.py"),
        keys=("tab", "H", "i", "wait:20"), size=(40, 10))


def test_a_string_of_keys_is_its_characters_and_the_default_size_is_80_by_24():
    tests = cases_of('''
        def test_keys(snap_compare):
            assert snap_compare("apps/a.py", press="ab")
    ''')

    assert tests["test_keys"].keys == ("a", "b")
    assert tests["test_keys"].size == (80, 24)
    assert tests["test_keys"].app == PurePosixPath("apps/a.py")


def test_positional_press_and_size_are_read_as_snap_compare_orders_them():
    tests = cases_of('''
        def test_positional(snap_compare):
            assert snap_compare("a.py", ["x"] * 2, (30, 5))
    ''')

    assert tests["test_positional"].keys == ("x", "x")
    assert tests["test_positional"].size == (30, 5)


def test_a_python_hook_makes_a_test_not_expressible():
    tests = cases_of('''
        def test_hook(snap_compare):
            async def run_before(pilot):
                pass
            assert snap_compare("a.py", run_before=run_before)
    ''')

    assert tests["test_hook"].unexpressible == "a Python hook or option (run_before=)"
    assert tests["test_hook"].category == "hook or option"


def test_an_app_the_test_makes_is_not_expressible():
    tests = cases_of('''
        class ModuleApp(App):
            pass

        def test_instance(snap_compare):
            assert snap_compare(ModuleApp())

        def test_local(snap_compare):
            class LocalApp(App):
                pass
            app = LocalApp()
            assert snap_compare(app, press=["a"])
    ''')

    assert tests["test_instance"].category == "app made by code"
    assert tests["test_local"].category == "app made by code"
    assert tests["test_local"].app is None


def test_keys_computed_by_code_are_not_expressible():
    tests = cases_of('''
        def test_computed(snap_compare):
            assert snap_compare("a.py", press=[key for key in "ab"])
    ''')

    assert tests["test_computed"].unexpressible is not None


def test_a_literal_parametrization_is_expanded_with_pytests_ids():
    tests = cases_of('''
        @pytest.mark.parametrize("size", [(20, 5), (40, 10)])
        def test_sizes(snap_compare, size):
            assert snap_compare("a.py", terminal_size=size)

        @pytest.mark.parametrize("key", ["a", "tab"])
        def test_keyed(snap_compare, key):
            assert snap_compare("a.py", press=[key])

        @pytest.mark.parametrize("key", ["a"], ids=["first"])
        def test_named(snap_compare, key):
            assert snap_compare("a.py", press=[key])
    ''')

    assert tests["test_sizes[size0]"].size == (20, 5)
    assert tests["test_sizes[size1]"].size == (40, 10)
    assert tests["test_keyed[tab]"].keys == ("tab",)
    assert tests["test_named[first]"].keys == ("a",)
    assert len(tests) == 5


def test_a_computed_parametrization_takes_its_cases_from_the_snapshot_names():
    tests = cases_of('''
        STYLES = Path("styles")
        PATHS = [path.name for path in STYLES.iterdir()]

        @pytest.mark.parametrize("file_name", PATHS)
        def test_css(file_name, snap_compare):
            path_to_app = STYLES / file_name
            assert snap_compare(path_to_app)
    ''', snapshots={"test_css[align.py]", "test_css[width.py]", "test_other"})

    assert sorted(tests) == ["test_css[align.py]", "test_css[width.py]"]
    assert tests["test_css[width.py]"].app == PurePosixPath("styles/width.py")


def test_skipped_and_expected_failures_are_not_judged_with_textuals_reason():
    tests = cases_of('''
        @pytest.mark.skip("Flakey")
        def test_skipped(snap_compare):
            assert snap_compare("a.py")

        @pytest.mark.xfail(reason="known")
        def test_failing(snap_compare):
            assert snap_compare("a.py")
    ''')

    assert tests["test_skipped"].unexpressible == "Textual's suite skips it: Flakey"
    assert tests["test_failing"].unexpressible == "Textual's suite expects to fail it: known"


def test_a_test_without_snap_compare_is_no_snapshot_test_and_one_without_a_snapshot_is_said():
    tests = cases_of('''
        def test_plain():
            assert True

        def test_unrecorded(snap_compare):
            assert snap_compare("a.py")

        def helper(snap_compare):
            assert snap_compare("a.py")
    ''', snapshots=set())

    assert list(tests) == ["test_unrecorded"]
    assert tests["test_unrecorded"].unexpressible == "no snapshot file of this name"


def test_two_snapshots_in_one_test_are_not_expressible():
    tests = cases_of('''
        def test_twice(snap_compare):
            assert snap_compare("a.py")
            assert snap_compare("b.py")
    ''')

    assert tests["test_twice"].unexpressible == "calls snap_compare 2 times"


def test_stacked_parametrizations_are_named_innermost_first_as_pytest_names_them():
    cases = cases_of('''
        @pytest.mark.parametrize("width", [20, 30])
        @pytest.mark.parametrize("key", ["a"])
        def test_both(snap_compare, width, key):
            assert snap_compare("a.py", press=[key], terminal_size=(width, 5))
    ''')

    assert list(cases) == ["test_both[a-20]", "test_both[a-30]"]
    assert cases["test_both[a-30]"].size == (30, 5)
