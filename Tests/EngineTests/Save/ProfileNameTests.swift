import Testing
@testable import Engine

@Suite struct ProfileNameTests {
    @Test func aProfileNameIsShortPlainAndNotGuest() {
        for good in ["Mai", "Tom Nguyen", "an_2", "Lê-Linh"] { #expect(ProfileName.isValid(good), "\(good)") }
        for bad in ["", " Mai", "Mai ", "guest", "Guest", "../x", "a/b", ".", "..", "a\0b", "semi;colon",
                    String(repeating: "x", count: ProfileName.maxLength + 1)] {
            #expect(!ProfileName.isValid(bad), "\(bad)")
        }
    }
}
