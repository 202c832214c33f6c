// Command bubbles-form is a small Bubble Tea program the terminal journeys drive: one
// text input from the bubbles library, whose cursor blinks every 530 ms, drawn through
// Bubble Tea's standard renderer, which ticks 60 times a second.
//
// Type a name and press enter: it greets the name. Esc or ctrl+c quits.
package main

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

type model struct {
	name     textinput.Model
	greeting string
}

func (m model) Init() tea.Cmd { return textinput.Blink }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if key, ok := msg.(tea.KeyMsg); ok {
		switch key.Type {
		case tea.KeyEsc, tea.KeyCtrlC:
			return m, tea.Quit
		case tea.KeyEnter:
			m.greeting = "Hello, " + m.name.Value() + "!"
			m.name.Reset()
			return m, nil
		}
	}
	var cmd tea.Cmd
	m.name, cmd = m.name.Update(msg)
	return m, cmd
}

func (m model) View() string {
	return fmt.Sprintf("Guest book\n\nName: %s\n\n%s\n\nenter sign · esc quit\n", m.name.View(), m.greeting)
}

func main() {
	name := textinput.New()
	name.Placeholder = "your name"
	name.Prompt = ""
	name.Focus()
	if err := tea.NewProgram(model{name: name}, tea.WithAltScreen()).Start(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
