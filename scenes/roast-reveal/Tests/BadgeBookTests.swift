import Testing
@testable import RoastRevealScene

/// Badges: progress from 0 to 1, unlocked once, every one named in both languages.
@Suite struct BadgeBookTests {
    @Test func thereAreAtLeast16BadgesWithDistinctIDs() {
        #expect(Badge.all.count >= 16)
        #expect(Set(Badge.all.map(\.id)).count == Badge.all.count)
    }

    @Test func progressGrowsAndABadgeUnlocksOnce() {
        var book = BadgeBook()
        let ten = Badge.all.first { $0.id == "roasts10" }!
        #expect(book.record(.roastGenerated(count: 1)).map(\.id) == ["roasts1"])
        #expect(book.progress(of: ten) == 0.1)
        for n in 2...9 { #expect(book.record(.roastGenerated(count: n)).isEmpty) }
        #expect(book.record(.roastGenerated(count: 10)).map(\.id) == ["roasts10"])
        #expect(book.record(.roastGenerated(count: 11)).isEmpty)
        #expect(book.progress(of: ten) == 1 && book.isUnlocked(ten))
    }

    @Test func everyEventKindUnlocksItsBadges() {
        var book = BadgeBook()
        #expect(book.record(.streakUpdated(days: 7)).map(\.id) == ["streak3", "streak7"])
        #expect(book.record(.spiceLevelUsed(4)).isEmpty)
        #expect(book.record(.spiceLevelUsed(5)).map(\.id) == ["spice5"])
        #expect(book.record(.roastFavorited(count: 25)).map(\.id) == ["favourites5", "favourites25"])
        #expect(book.record(.roastShared(count: 1)).map(\.id) == ["shares1"])
        var unlocked: [String] = []
        for category in RoastCategory.allCases { unlocked += book.record(.categoryUsed(category)).map(\.id) }
        #expect(unlocked == RoastCategory.allCases.map { "category.\($0.rawValue)" } + ["allCategories"])
        #expect(book.record(.streakUpdated(days: 2)).isEmpty, "a shorter streak later takes nothing back")
        #expect(book.unlockedBadges.count == book.unlocked.count)
    }

    @Test func allCategoriesProgressCountsTheCategoriesUsed() {
        var book = BadgeBook()
        _ = book.record(.categoryUsed(.coffee))
        _ = book.record(.categoryUsed(.coffee))
        _ = book.record(.categoryUsed(.email))
        #expect(book.progress(of: Badge.all.first { $0.goal == .allCategories }!) == 0.2)
    }
}
