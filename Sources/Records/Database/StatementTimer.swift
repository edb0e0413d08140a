import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import GRDB
import GRDBSQLite

/// A CPU-time budget on each statement one connection runs: SQLite's progress handler interrupts
/// a statement that has computed for longer than it, which then fails with `SQLITE_INTERRUPT`
/// (the database says which file was too slow). The clock starts when a statement starts, as
/// SQLite's statement trace reports it, so a long import of many short statements is not cut short.
///
/// The threat is a runaway query: a hostile file whose view, trigger or misled planner makes a
/// statement compute without end, hanging a session or a replay's verification. Such a query
/// burns CPU, so it is measured by the CPU time of the connection's thread
/// (`CLOCK_THREAD_CPUTIME_ID`), not by the wall clock: on a loaded machine (a full parallel test
/// run, a busy CI host) a thread waiting for a core or for the disk (an fsync) spends wall time
/// without computing, and a wall-clock budget tripped there took a sound file for a damaged one.
/// A runaway query still stops after about `budget.seconds` of computing.
public final class StatementTimer: @unchecked Sendable {
    /// How long one statement may run.
    public struct Budget: Sendable, Hashable {
        /// The most seconds a statement may run.
        public var seconds: Double

        /// A budget of `seconds` per statement.
        public init(seconds: Double) { self.seconds = seconds }

        /// A session's (live, replayed or scripted): every query a scene makes takes
        /// milliseconds in a table of 100,000 rows, so two seconds only stops a file that
        /// would otherwise hang the session.
        public static let session = Budget(seconds: 2)
        /// The command line's, whose imports of large files index hundreds of thousands of rows
        /// in one statement.
        public static let commandLine = Budget(seconds: 120)
    }

    /// SQLite's virtual machine instructions between two looks at the clock (tens of
    /// microseconds: reading a thread's CPU clock is a system call, so not much more often).
    static let instructionsPerCheck: Int32 = 10_000

    /// The time each statement may take.
    public let budget: Budget
    /// When the running statement must stop, in nanoseconds of the thread's CPU time.
    private var deadline = UInt64.max

    /// A timer that holds each statement to `budget`.
    public init(budget: Budget) { self.budget = budget }

    /// Sets `db` up to run each statement within the budget. The connection keeps the timer
    /// (through its trace) for as long as it is open; only that connection's thread uses it.
    public func install(on db: Database) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        sqlite3_progress_handler(db.sqliteConnection, Self.instructionsPerCheck, { context in
            guard let context else { return 0 }
            return Unmanaged<StatementTimer>.fromOpaque(context).takeUnretainedValue().isPastDeadline ? 1 : 0
        }, context)
        db.trace(options: .statement) { [self] _ in start() }
    }

    /// A statement (or a trigger's program within one) starts now.
    private func start() {
        deadline = Self.threadCPUNanoseconds() &+ UInt64(budget.seconds * 1e9)
    }

    private var isPastDeadline: Bool { Self.threadCPUNanoseconds() > deadline }

    /// The CPU time the calling thread has used, in nanoseconds. SQLite runs a statement and its
    /// progress handler on the thread that steps it, the one whose trace started the clock.
    private static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else {
            // Cannot fail on Linux for the calling thread; the monotonic clock is the fallback.
            return DispatchTime.now().uptimeNanoseconds
        }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
