//! ratatui-demo: a small tui program the terminal journeys drive. A text input adds
//! tasks to a checklist; Tab moves focus between the input and the list.
//!
//! Keys: in the input, letters type, Backspace erases, Enter adds the task. In the list,
//! up/down (or k/j) move the cursor, space ticks the task under it, d asks to delete it
//! (left/right/tab choose `< Yes >` or `< No >`, Enter answers), q quits. Esc quits
//! anywhere. It blocks in `event::read()` between keys: it has no timer.

use std::io::{self, Stdout};

use crossterm::event::{self, Event, KeyCode, KeyEvent};
use crossterm::execute;
use crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use tui::backend::CrosstermBackend;
use tui::layout::{Constraint, Direction, Layout, Rect};
use tui::text::Spans;
use tui::widgets::{Block, Borders, Clear, Paragraph};
use tui::Terminal;

/// Where the keys go.
#[derive(PartialEq)]
enum Focus {
    Input,
    List,
    /// The delete dialog, with `< Yes >` chosen when true.
    Confirm(bool),
}

/// The program's state.
struct App {
    input: String,
    tasks: Vec<(String, bool)>,
    cursor: usize,
    focus: Focus,
    status: String,
}

impl App {
    /// Applies one key; returns false when the program should quit.
    fn key(&mut self, key: KeyEvent) -> bool {
        if key.code == KeyCode::Esc {
            return false;
        }
        match self.focus {
            Focus::Input => match key.code {
                KeyCode::Char(c) => self.input.push(c),
                KeyCode::Backspace => {
                    self.input.pop();
                }
                KeyCode::Enter if !self.input.is_empty() => {
                    self.tasks.push((std::mem::take(&mut self.input), false));
                    self.status = format!("{} tasks", self.tasks.len());
                }
                KeyCode::Tab => self.focus = Focus::List,
                _ => {}
            },
            Focus::List => match key.code {
                KeyCode::Char('q') => return false,
                KeyCode::Up | KeyCode::Char('k') => self.cursor = self.cursor.saturating_sub(1),
                KeyCode::Down | KeyCode::Char('j') => {
                    self.cursor = (self.cursor + 1).min(self.tasks.len().saturating_sub(1))
                }
                KeyCode::Char(' ') => {
                    if let Some(task) = self.tasks.get_mut(self.cursor) {
                        task.1 = !task.1;
                    }
                }
                KeyCode::Char('d') if !self.tasks.is_empty() => self.focus = Focus::Confirm(false),
                KeyCode::Tab => self.focus = Focus::Input,
                _ => {}
            },
            Focus::Confirm(yes) => match key.code {
                KeyCode::Left | KeyCode::Right | KeyCode::Tab => self.focus = Focus::Confirm(!yes),
                KeyCode::Enter => {
                    if yes {
                        let (name, _) = self.tasks.remove(self.cursor);
                        self.cursor = self.cursor.min(self.tasks.len().saturating_sub(1));
                        self.status = format!("deleted {}", name);
                    } else {
                        self.status = "kept".to_string();
                    }
                    self.focus = Focus::List;
                }
                _ => {}
            },
        }
        true
    }

    /// Draws the input, the list, the status line and, when asked, the dialog.
    fn draw(&self, terminal: &mut Terminal<CrosstermBackend<Stdout>>) -> io::Result<()> {
        terminal.draw(|frame| {
            let rows = Layout::default()
                .direction(Direction::Vertical)
                .constraints([
                    Constraint::Length(3),
                    Constraint::Min(3),
                    Constraint::Length(1),
                ])
                .split(frame.size());
            let marker = |focused: bool| if focused { " *" } else { "" };
            let input = Paragraph::new(format!("{}_", self.input)).block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!("New task{}", marker(self.focus == Focus::Input))),
            );
            frame.render_widget(input, rows[0]);
            let lines: Vec<Spans> = self
                .tasks
                .iter()
                .enumerate()
                .map(|(index, (name, done))| {
                    let pointer = if index == self.cursor && self.focus != Focus::Input {
                        "> "
                    } else {
                        "  "
                    };
                    Spans::from(format!(
                        "{}[{}] {}",
                        pointer,
                        if *done { 'x' } else { ' ' },
                        name
                    ))
                })
                .collect();
            let list = Paragraph::new(lines).block(
                Block::default()
                    .borders(Borders::ALL)
                    .title(format!("Tasks{}", marker(self.focus != Focus::Input))),
            );
            frame.render_widget(list, rows[1]);
            frame.render_widget(
                Paragraph::new(format!("{} · tab focus · esc quit", self.status)),
                rows[2],
            );
            if let Focus::Confirm(yes) = self.focus {
                let area = Rect::new(
                    rows[1].x + 4,
                    rows[1].y + 1,
                    30.min(rows[1].width.saturating_sub(4)),
                    4,
                );
                let buttons = if yes {
                    "[< Yes >]   < No >  "
                } else {
                    " < Yes >   [< No >] "
                };
                let name = &self.tasks[self.cursor].0;
                let dialog = Paragraph::new(vec![
                    Spans::from(format!("Delete {}?", name)),
                    Spans::from(buttons),
                ])
                .block(Block::default().borders(Borders::ALL).title("Confirm"));
                frame.render_widget(Clear, area);
                frame.render_widget(dialog, area);
            }
        })?;
        Ok(())
    }
}

fn main() -> io::Result<()> {
    if std::env::args().len() > 1 {
        eprintln!("usage: ratatui-demo (no arguments)");
        std::process::exit(2);
    }
    enable_raw_mode()?;
    let mut stdout = io::stdout();
    execute!(stdout, EnterAlternateScreen)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;
    let mut app = App {
        input: String::new(),
        tasks: Vec::new(),
        cursor: 0,
        focus: Focus::Input,
        status: "0 tasks".to_string(),
    };
    let result = (|| -> io::Result<()> {
        loop {
            app.draw(&mut terminal)?;
            if let Event::Key(key) = event::read()? {
                if !app.key(key) {
                    return Ok(());
                }
            }
        }
    })();
    disable_raw_mode()?;
    execute!(terminal.backend_mut(), LeaveAlternateScreen)?;
    result
}
