// Command bubbletea-demo is a small Bubble Tea program the terminal journeys drive: a
// checklist of fruit with a cursor, and a dialog that confirms the basket.
//
// Keys: up/down (or k/j) move the cursor, space ticks the fruit under it, enter asks to
// buy the ticked fruit (left/right/tab choose < Yes > or < No >, enter answers), q quits.
// It starts no timer of its own. Bubble Tea's standard renderer draws at 60 frames a
// second from a ticker that never stops, so by default the program draws each frame itself
// when a key changes it (tea.WithoutRenderer) and waits for input between keys;
// --renderer draws through the standard renderer instead, ticker and all.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

var fruit = []string{"apple", "banana", "cherry", "damson", "elderberry"}

type model struct {
	cursor  int
	ticked  map[int]bool
	asking  bool
	yes     bool
	bought  string
	message string
}

func (m model) Init() tea.Cmd { return nil }

func (m model) basket() []string {
	var names []string
	for i, name := range fruit {
		if m.ticked[i] {
			names = append(names, name)
		}
	}
	return names
}

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	key, ok := msg.(tea.KeyMsg)
	if !ok {
		return m, nil
	}
	if m.asking {
		switch key.String() {
		case "left", "right", "tab", "h", "l":
			m.yes = !m.yes
		case "enter":
			m.asking = false
			if m.yes {
				m.bought = strings.Join(m.basket(), ", ")
				m.ticked = map[int]bool{}
			} else {
				m.message = "not bought"
			}
		case "esc":
			m.asking = false
		}
		return m, nil
	}
	m.message = ""
	switch key.String() {
	case "q", "ctrl+c":
		return m, tea.Quit
	case "up", "k":
		if m.cursor > 0 {
			m.cursor--
		}
	case "down", "j":
		if m.cursor < len(fruit)-1 {
			m.cursor++
		}
	case " ":
		m.ticked[m.cursor] = !m.ticked[m.cursor]
	case "enter":
		if len(m.basket()) == 0 {
			m.message = "tick some fruit first"
		} else {
			m.asking, m.yes = true, true
		}
	}
	return m, nil
}

func (m model) View() string {
	var b strings.Builder
	b.WriteString("Fruit basket\n\n")
	for i, name := range fruit {
		pointer, box := "  ", "[ ]"
		if i == m.cursor {
			pointer = "> "
		}
		if m.ticked[i] {
			box = "[x]"
		}
		fmt.Fprintf(&b, "%s%s %s\n", pointer, box, name)
	}
	b.WriteString("\n")
	if m.asking {
		yes, no := "  < Yes >  ", "  < No >  "
		if m.yes {
			yes = " [< Yes >] "
		} else {
			no = " [< No >] "
		}
		fmt.Fprintf(&b, "Buy %s?\n%s%s\n", strings.Join(m.basket(), ", "), yes, no)
	} else {
		fmt.Fprintf(&b, "Bought: %s\n%s\n", m.bought, m.message)
	}
	b.WriteString("\nspace tick · enter buy · q quit\n")
	return b.String()
}

// selfDrawn draws the model's view on the alternate screen after every update, in place
// of a renderer.
type selfDrawn struct {
	model
	out io.Writer
}

func (s selfDrawn) Init() tea.Cmd {
	s.draw()
	return nil
}

func (s selfDrawn) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	next, cmd := s.model.Update(msg)
	s.model = next.(model)
	if _, quitting := msg.(tea.KeyMsg); quitting && cmd != nil {
		fmt.Fprint(s.out, "\x1b[?1049l\x1b[?25h")
		return s, cmd
	}
	s.draw()
	return s, cmd
}

func (s selfDrawn) draw() {
	// The terminal is raw: a line feed does not return the carriage.
	fmt.Fprint(s.out, "\x1b[?1049h\x1b[?25l\x1b[H\x1b[2J"+strings.ReplaceAll(s.View(), "\n", "\r\n"))
}

func main() {
	start := model{ticked: map[int]bool{}}
	program := tea.NewProgram(selfDrawn{model: start, out: os.Stdout}, tea.WithoutRenderer())
	if len(os.Args) > 1 && os.Args[1] == "--renderer" {
		program = tea.NewProgram(start, tea.WithAltScreen())
	} else if len(os.Args) > 1 {
		fmt.Fprintln(os.Stderr, "usage: bubbletea-demo [--renderer]")
		os.Exit(2)
	}
	if err := program.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "bubbletea-demo:", err)
		os.Exit(1)
	}
}
