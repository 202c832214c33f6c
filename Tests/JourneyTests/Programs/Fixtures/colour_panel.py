"""A small curses program for the terminal driver's tests: a box the size of the
window, a red bold title, a black-on-green badge and the size; redrawn on resize,
and q quits with status 0."""
import curses


def main(screen):
    curses.curs_set(0)
    curses.start_color()
    curses.use_default_colors()
    curses.init_pair(1, curses.COLOR_RED, -1)
    curses.init_pair(2, curses.COLOR_BLACK, curses.COLOR_GREEN)

    def draw():
        screen.erase()
        rows, columns = screen.getmaxyx()
        screen.box()
        screen.addstr(1, 2, "Colour panel", curses.color_pair(1) | curses.A_BOLD)
        screen.addstr(2, 2, " OK ", curses.color_pair(2))
        screen.addstr(3, 2, "size %dx%d" % (columns, rows))
        screen.refresh()

    draw()
    while True:
        key = screen.getch()
        if key == curses.KEY_RESIZE:
            draw()
        elif key == ord("q"):
            return


curses.wrapper(main)
