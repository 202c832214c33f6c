/// One thing to do: a title, an optional due date, and whether it is done.
struct Todo: Codable, Equatable {
    /// Stable while the app runs and across launches.
    var id: Int
    var title: String
    /// When it is due, in seconds since 1970 (see `TodoCalendar`).
    var due: Int?
    var isDone = false
}

extension Todo {
    /// The sample to-dos `--seed-todos` starts with, given the time now: one due in
    /// 10 minutes, one in an hour, and one done without a due date.
    static func samples(now: Int) -> [Todo] {
        [
            Todo(id: 1, title: "Water the plants", due: now + 10 * 60),
            Todo(id: 2, title: "Pay rent", due: now + 60 * 60),
            Todo(id: 3, title: "Book the dentist", due: nil, isDone: true),
        ]
    }
}
