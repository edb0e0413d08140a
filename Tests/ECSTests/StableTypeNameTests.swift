import Testing
@testable import ECS

/// A type Swift names by its context's address, which moves from process to process.
private struct PrivateComponent {}

@Suite struct StableTypeNameTests {
    @Test func namesLeaveContextAddressesOut() {
        #expect(String(reflecting: PrivateComponent.self).contains("unknown context at $"))
        #expect(stableTypeName(PrivateComponent.self) == "ECSTests.PrivateComponent")
        #expect(stableTypeName(Optional<PrivateComponent>.self) == "Swift.Optional<ECSTests.PrivateComponent>")
    }

    @Test func publicNamesAreKept() {
        #expect(stableTypeName(Health.self) == "ECSTests.Health")
        #expect(stableTypeName([Int?].self) == "Swift.Array<Swift.Optional<Swift.Int>>")
    }
}
