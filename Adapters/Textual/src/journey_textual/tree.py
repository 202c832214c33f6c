"""The element tree (docs/protocol.md §6) built from a running Textual app's DOM.

Identifier = the widget's `id`; type from the mapping below (docs/textual.md lists it);
frame = the widget's region on screen, in cells. Screens shown (the current one and
those a modal screen lets show through) are the root's children, bottom first, so the
driver's hit test and modal rule match what Textual draws. Widgets that are not
displayed are left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from .wire import Element

# Textual class name -> element type; the first class in a widget's MRO found here wins.
WIDGET_TYPES: dict[str, str] = {
    "Button": "button",
    "FooterKey": "button",
    "Tab": "button",
    "Input": "textField",
    "TextArea": "textView",
    "Checkbox": "switch",
    "RadioButton": "switch",
    "Switch": "switch",
    "DataTable": "table",
    "ListView": "table",
    "OptionList": "table",
    "Tree": "table",
    "ListItem": "cell",
    "Tabs": "tabBar",
    "Header": "navigationBar",
    "Footer": "toolbar",
    "ProgressBar": "progressIndicator",
    "LoadingIndicator": "activityIndicator",
    "Link": "link",
    "Label": "staticText",
    "Static": "staticText",
    "ScrollableContainer": "scrollView",
}

# Widgets drawn as one element: what Textual composes inside them is their own detail.
LEAF_TYPES = {"button", "textField", "secureTextField", "textView", "switch", "staticText", "link",
              "navigationBar", "progressIndicator", "activityIndicator"}


@dataclass
class Source:
    """What an element stands for in the app: the widget, and for a row of a list
    widget, where to click it."""

    widget: object
    # The visible part of the element on screen: (x, y, width, height).
    visible: tuple[int, int, int, int]


def plain(text: object) -> str:
    """The plain text of a Textual/Rich text-like value."""
    if text is None:
        return ""
    value = getattr(text, "plain", None)
    if isinstance(value, str):
        return value
    return str(text)


def shown(text: object, markup: bool = True) -> str:
    """The text a person reads where Textual draws `text`: a string is content markup
    (`[b]Save[/b]` reads `Save`), parsed as Textual parses it; anything else its plain text."""
    if isinstance(text, str) and markup and "[" in text:
        from textual.content import Content
        try:
            return Content.from_markup(text).plain
        except Exception:
            return text
    return plain(text)


def shown_content(widget) -> str | None:
    """The text a `Static` (or `Label`) shows: its content as Textual renders it, markup
    parsed (or not, as the widget says); None when that is no text (a Rich table)."""
    try:
        visual = widget.visual
    except Exception:
        visual = None
    if visual is None:
        content = getattr(widget, "content", None)
        if content is None:
            content = getattr(widget, "renderable", None)
        if not (isinstance(content, str) or hasattr(content, "plain")):
            return None
        return shown(content, bool(getattr(widget, "_render_markup", True)))
    text = getattr(visual, "plain", None)
    return text if isinstance(text, str) else None


def border_title(widget) -> str:
    """The title drawn in the widget's border, as a person reads it."""
    return shown(getattr(widget, "border_title", None) or "")


def front_widget(layer: list, x: int, y: int):
    """The widget in front at cell (x, y), from the compositor's visible widgets of row y
    (front first, each with its region cut by its clip), or None."""
    for widget, cropped, _region in layer:
        if cropped.contains(x, y):
            return widget
    return None


def element_type(widget: object) -> str:
    for cls in type(widget).__mro__:
        found = WIDGET_TYPES.get(cls.__name__)
        if found:
            if found == "textField" and getattr(widget, "password", False):
                return "secureTextField"
            return found
    return "other"


def intersect(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    x1, y1 = max(a[0], b[0]), max(a[1], b[1])
    x2, y2 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (x1, y1, max(0, x2 - x1), max(0, y2 - y1))


class TreeBuilder:
    """Builds one tree from the app as it is now; each element keeps its Source."""

    def __init__(self, app) -> None:
        self.app = app
        self.sources: dict[int, Source] = {}
        self._screen_lines: dict[int, list] = {}
        self._cell_owners: dict[int, list] = {}
        self._draws_for: dict[tuple[int, int], bool] = {}

    def build(self) -> Element:
        app = self.app
        width, height = app.size
        screen_rect = (0, 0, width, height)
        root = Element("application", label=plain(getattr(app, "title", "")), frame=screen_rect)
        self._keep(root, app, screen_rect)
        for screen in self.shown_screens():
            root.children.append(self.screen_element(screen, screen_rect))
        return root

    def shown_screens(self) -> list:
        app = self.app
        try:
            return [*app._background_screens, app.screen]
        except Exception:
            return []

    def screen_element(self, screen, screen_rect) -> Element:
        modal = any(cls.__name__ == "ModalScreen" for cls in type(screen).__mro__)
        element = Element("sheet" if modal else "window", identifier=screen.id or "",
                          label=plain(getattr(screen, "title", None) or ""), frame=screen_rect)
        self._keep(element, screen, screen_rect)
        try:
            geometry = screen._compositor.full_map
        except Exception:
            geometry = {}
        element.children = self.children_of(screen, screen, geometry, screen_rect)
        return element

    def children_of(self, widget, screen, geometry, clip) -> list[Element]:
        return [element for _, element in sorted(self._placed_children(widget, screen, geometry, clip), key=lambda item: item[0])]

    def _placed_children(self, widget, screen, geometry, clip) -> list[tuple]:
        """The elements of `widget`'s children with their painting order. A child that is
        hidden or not laid out is left out, but its shown descendants stand in its place
        (a toast is shown inside a hidden rack)."""
        placed = []
        for child in list(widget.children):
            if not child.display:
                continue
            where = geometry.get(child)
            if where is None or not child.visible:
                placed.extend(self._placed_children(child, screen, geometry, clip))
                continue
            placed.append((where.order, self.widget_element(child, screen, geometry, where, clip)))
        return placed

    def widget_element(self, widget, screen, geometry, where, clip) -> Element:
        region = where.region
        frame = (region.x, region.y, region.width, region.height)
        kind = element_type(widget)
        element = Element(kind, identifier=widget.id or "", frame=frame,
                          enabled=not widget.disabled, focused=bool(getattr(widget, "has_focus", False)))
        drawn_within = (where.clip.x, where.clip.y, where.clip.width, where.clip.height)
        if widget.styles.overlay == "screen":
            # An overlay (a select's list of options) is drawn over the screen, clipped by
            # none of the boxes it is in: Textual's clip for it is the screen's.
            clip = drawn_within
        if kind == "table":
            # A list's rows show only inside its borders and scroll bars: its frame is
            # where they can be seen, so a row under its border or a scroll bar is out of
            # view, as it is on the screen.
            viewport = widget.scrollable_content_region
            if viewport.width > 0 and viewport.height > 0:
                frame = (viewport.x, viewport.y, viewport.width, viewport.height)
                element.frame = frame
        visible = intersect(frame, intersect(clip, drawn_within))
        self._keep(element, widget, visible)
        self.describe(element, widget, screen)
        if kind in ("table",):
            element.children = self.rows(widget, screen, visible)
        elif kind not in LEAF_TYPES:
            # Its children show only within its visible part (Textual's compositor clips
            # every box's children to it, overlays aside).
            element.children = self.children_of(widget, screen, geometry, visible)
            if kind == "other":
                if getattr(widget, "is_scrollable", False) and (widget.allow_vertical_scroll or widget.allow_horizontal_scroll):
                    element.type = "scrollView"
                    element.label = ""
        return element

    # MARK: - Labels and values

    def describe(self, element: Element, widget, screen) -> None:
        kind = element.type
        if kind == "button":
            label = getattr(widget, "label", None)
            element.label = plain(label) if label is not None and plain(label) else self.drawn(widget, screen)
            if type(widget).__name__.endswith("Tab"):
                element.selected = widget.has_class("-active")
        elif kind in ("textField", "secureTextField"):
            value = str(getattr(widget, "value", ""))
            element.value = "•" * len(value) if kind == "secureTextField" else value
            placeholder = plain(getattr(widget, "placeholder", ""))
            element.placeholder = placeholder if placeholder else None
            element.label = border_title(widget)
        elif kind == "textView":
            element.value = str(getattr(widget, "text", ""))
            element.label = border_title(widget)
        elif kind == "switch":
            element.label = plain(getattr(widget, "label", "")) if hasattr(widget, "label") else ""
            element.value = "1" if getattr(widget, "value", False) else "0"
        elif kind == "staticText":
            text = shown_content(widget)
            element.label = text.rstrip() if text else self.drawn(widget, screen)
        elif kind in ("navigationBar", "toolbar", "link", "activityIndicator"):
            element.label = self.drawn(widget, screen)
        elif kind == "progressIndicator":
            percentage = getattr(widget, "percentage", None)
            element.value = "" if percentage is None else f"{round(percentage * 100)}%"
        elif kind == "cell":
            element.label = self.drawn(widget, screen)
            element.selected = bool(getattr(widget, "highlighted", False))
        elif kind == "other":
            element.label = type(widget).__name__

    def drawn(self, widget, screen, region=None) -> str:
        """The text the widget shows in its content region (or `region`): only the cells
        Textual drew for it or its descendants, so what its scrolling containers clip
        away and what other widgets draw over it are not its text; lines stripped and
        joined by line breaks."""
        lines = self.screen_lines(screen)
        owners = self.cell_owners(screen)
        if region is None:
            try:
                region = widget.content_region
            except Exception:
                return ""
        x, y, width, height = region
        texts = []
        for row in range(max(0, y), min(y + height, len(lines), len(owners))):
            pieces = []
            for start, end, owner in owners[row]:
                start, end = max(start, x), min(end, x + width)
                if start >= end:
                    continue
                if self.draws_for(owner, widget):
                    pieces.append(lines[row].crop(start, end).text)
                else:
                    pieces.append(" " * (end - start))
            texts.append("".join(pieces).strip())
        return "\n".join(text for text in texts if text)

    def screen_lines(self, screen) -> list:
        key = id(screen)
        if key not in self._screen_lines:
            try:
                self._screen_lines[key] = screen._compositor.render_strips()
            except Exception:
                self._screen_lines[key] = []
        return self._screen_lines[key]

    def cell_owners(self, screen) -> list[list[tuple[int, int, object]]]:
        """For each row of the screen, its spans of cells (start, end, widget) with the
        widget whose drawing shows there, chosen as Textual's compositor chooses when it
        paints (front to back, the first widget over a cell wins, each clipped by its
        containers); None where no widget is."""
        key = id(screen)
        if key not in self._cell_owners:
            try:
                compositor = screen._compositor
                self._cell_owners[key] = [
                    [(start, end, front_widget(layer, start, row)) for start, end in zip(cuts, cuts[1:])]
                    for row, (cuts, layer) in enumerate(zip(compositor.cuts, compositor.layers_visible))
                ]
            except Exception:
                self._cell_owners[key] = []
        return self._cell_owners[key]

    def draws_for(self, owner, widget) -> bool:
        """Whether cells `owner` drew are `widget`'s: it is the widget or inside it."""
        if owner is None:
            return False
        if owner is widget:
            return True
        key = (id(owner), id(widget))
        if key not in self._draws_for:
            self._draws_for[key] = any(ancestor is widget for ancestor in owner.ancestors)
        return self._draws_for[key]

    # MARK: - Rows of list widgets

    def rows(self, widget, screen, visible) -> list[Element]:
        """The rows of a list widget as cells; for one the adapter cannot read row by row
        (a table from another package that shares a Textual widget's name), each line it
        drew, as a person reads it."""
        for cls in type(widget).__mro__:
            method = getattr(self, f"_rows_{cls.__name__}", None)
            if method is not None and cls.__module__.startswith("textual."):
                try:
                    return method(widget, screen, visible)
                except Exception:
                    break
        return self._rows_drawn(widget, screen, visible)

    def _rows_drawn(self, widget, screen, visible) -> list[Element]:
        content = widget.content_region
        cells = []
        for y in range(content.y, content.y + content.height):
            label = self.drawn(widget, screen, (content.x, y, content.width, 1)).strip()
            if label:
                cells.append(self._row(widget, screen, visible, y, label, source=widget))
        return cells

    def _row(self, widget, screen, visible, y, label, identifier="", selected=False, source=None,
             height=1) -> Element:
        """A row of a list widget as a cell, its frame every line the row is drawn on."""
        content = widget.content_region
        frame = (content.x, y, content.width, height)
        cell = Element("cell", identifier=identifier, label=label, frame=frame, selected=selected,
                       enabled=not widget.disabled)
        self._keep(cell, source if source is not None else widget, intersect(frame, visible))
        return cell

    def _rows_ListView(self, widget, screen, visible) -> list[Element]:
        geometry = screen._compositor.full_map
        return self.children_of(widget, screen, geometry, visible)

    def _rows_OptionList(self, widget, screen, visible) -> list[Element]:
        content = widget.content_region
        scroll_y = int(widget.scroll_offset.y)
        widget._update_lines()
        first_line: dict[int, int] = {}
        line_count: dict[int, int] = {}
        for line_number, (option_index, _offset) in enumerate(widget._lines):
            first_line.setdefault(option_index, line_number)
            line_count[option_index] = line_count.get(option_index, 0) + 1
        cells = []
        for option_index, line_number in sorted(first_line.items()):
            option = widget.get_option_at_index(option_index)
            y = content.y + line_number - scroll_y
            prompt = getattr(option, "prompt", "")
            markup = bool(getattr(widget, "_markup", True))
            label = shown(prompt, markup) if isinstance(prompt, str) or hasattr(prompt, "plain") else ""
            if not label and content.y <= y < content.y + content.height:
                label = self.drawn(widget, screen, (content.x, y, content.width, 1))
            cells.append(self._row(widget, screen, visible, y, label, option.id or "",
                                   selected=widget.highlighted == option_index, source=widget,
                                   height=line_count[option_index]))
        return cells

    def _rows_DataTable(self, widget, screen, visible) -> list[Element]:
        content = widget.content_region
        scroll_y = int(widget.scroll_offset.y)
        header = widget.header_height if widget.show_header else 0
        # The table's lines, each (row key, line within the row), in the rows' order: a row
        # spans all of its lines, and one of none (`height=0`) is drawn on none.
        line_count: dict = {}
        for row_key, _offset in widget._y_offsets:
            line_count[row_key] = line_count.get(row_key, 0) + 1
        cells = []
        line = 0
        for index, row in enumerate(widget.ordered_rows):
            row_key = row.key
            height = line_count.get(row_key, 0)
            y = content.y + header + line - scroll_y
            line += height
            values = [shown(value) for value in widget.get_row(row_key)]
            key = row_key.value if isinstance(row_key.value, str) else ""
            cells.append(self._row(widget, screen, visible, y, " | ".join(values), key,
                                   selected=widget.cursor_row == index, source=widget, height=height))
        return cells

    def _rows_Tree(self, widget, screen, visible) -> list[Element]:
        content = widget.content_region
        scroll_y = int(widget.scroll_offset.y)
        cells = []
        for line_number, line in enumerate(widget._tree_lines):
            node = line.node
            y = content.y + line_number - scroll_y
            identifier = node.data if isinstance(node.data, str) else ""
            cells.append(self._row(widget, screen, visible, y, plain(node.label), identifier,
                                   selected=widget.cursor_line == line_number, source=widget))
        return cells

    def _keep(self, element: Element, widget, visible) -> None:
        self.sources[id(element)] = Source(widget, visible)
