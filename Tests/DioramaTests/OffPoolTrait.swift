import SceneTestSupport
import Testing

/// Runs each test it covers on a `BlockingExecutor` instead of Swift's cooperative pool.
///
/// These tests block their thread while they wait for `diorama` processes, windows and sleeps.
/// The pool has a thread a core, so on the pool each of them kept a core's worth of other tests
/// from running while it waited. A suite runs there too: between a serialized suite's tests the
/// runner would otherwise wait its turn behind every job the pool had queued, about four minutes
/// in a full run, for each test.
struct OffPoolTrait: SuiteTrait, TestTrait, TestScoping {
    /// Where the tests run.
    var executor: BlockingExecutor

    /// A suite's trait covers each of its tests.
    var isRecursive: Bool { true }

    /// A suite as a whole and each of its test cases.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { self }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(executor, operation: function)
    }
}

extension Trait where Self == OffPoolTrait {
    /// Runs each test on `BlockingExecutor.shared`, off the cooperative pool.
    static var offPool: Self { OffPoolTrait(executor: .shared) }

    /// Runs each test on `executor`, off the cooperative pool.
    static func offPool(on executor: BlockingExecutor) -> Self { OffPoolTrait(executor: executor) }
}
