import Testing
@testable import RoastRevealScene

/// Reactions counted per category, and the wording adjustment they give.
@Suite struct ReactionStatsTests {
    @Test func noReactionsLeaveTheWordingAlone() {
        #expect(ReactionStats().adjustment(for: .meetings) == .neutral)
    }

    @Test func reactionsShiftOnlyTheirCategory() {
        var stats = ReactionStats()
        stats.record(.fire, for: .meetings)
        stats.record(.laugh, for: .meetings)
        #expect(stats.totalReactions == 2)
        let adjustment = stats.adjustment(for: .meetings)
        #expect(adjustment.savage == 2 && adjustment.absurd == 2 && adjustment.gentle == 0.5)
        #expect(stats.adjustment(for: .coffee) == .neutral)
    }

    @Test func thumbsDownAndMehSoftenAndCalm() {
        var stats = ReactionStats()
        for _ in 0..<4 { stats.record(.thumbsDown, for: .email) }
        stats.record(.meh, for: .email)
        let adjustment = stats.adjustment(for: .email)
        #expect(adjustment.savage < 1 && adjustment.gentle > 1 && adjustment.absurd < 1)
        #expect(RoastAdjustment.bounds.contains(adjustment.savage))
    }

    @Test func changingAReactionMovesItsCount() {
        var stats = ReactionStats()
        stats.change(from: nil, to: .laugh, for: .kpis)
        stats.change(from: .laugh, to: .meh, for: .kpis)
        stats.change(from: .meh, to: nil, for: .kpis)
        #expect(stats.counts(for: .kpis) == ReactionStats.Counts())
    }

    @Test func theEmojiAreTheFourButtons() {
        #expect(RoastReaction.allCases.map(\.emoji).joined() == "😂🔥😐👎")
    }
}
