import Foundation
import Synchronization

/// A task executor that runs its jobs on threads of its own instead of Swift's cooperative
/// pool, so that a test may block in them (on a process, a pipe, a window or a sleep) while the
/// pool's threads, one a core, go on running other tests.
///
/// Its threads are few and fixed, so tests that wait do not start processes without bound on a
/// loaded machine: a job that finds every thread busy waits in line, holding no thread.
public final class BlockingExecutor: TaskExecutor {
    /// The jobs no thread has taken yet, oldest first.
    private let jobs = Mutex<[UnownedJob]>([])
    /// Counts `jobs`: a thread waits on it for the next one.
    private let waiting = DispatchSemaphore(value: 0)

    /// As many threads as the machine has cores: a blocked test's process works on one.
    public static let shared = BlockingExecutor(threads: ProcessInfo.processInfo.activeProcessorCount)

    /// An executor with `threads` threads, which run until the process exits.
    public init(threads: Int) {
        for _ in 0..<threads {
            Thread.detachNewThread { [self] in runJobs() }
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        waiting.signal()
    }

    /// Runs jobs, oldest first, forever.
    private func runJobs() -> Never {
        while true {
            waiting.wait()
            let job = jobs.withLock { $0.removeFirst() }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
