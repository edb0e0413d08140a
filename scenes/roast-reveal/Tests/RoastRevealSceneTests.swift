import Engine
import Foundation
import SceneTestSupport
import Testing
import UI
@testable import RoastRevealScene

/// The scene as a user meets it: "now" from its parameters, roasts from the session's seed, and
/// the save carried from one session to the next in the profile.
@Suite struct RoastRevealSceneTests {
    /// Roast me!'s centre on the generator's controls, in canvas pixels.
    static let roastMe = Vec2(360, 768)

    func session(seed: UInt64 = 1, now: String? = nil, tz: String? = nil, profile: String = scratchProfile()) throws -> SceneRunner {
        var parameters: [String: String] = [:]
        parameters["now"] = now
        parameters["tz"] = tz
        let runner = try makeSession(RoastRevealScene.self, seed: seed, parameters: parameters, profile: profile)
        runner.runTick()
        return runner
    }

    func click(_ runner: SceneRunner, _ point: Vec2) {
        runner.send(.pointerDown(point, .primary))
        runner.send(.pointerUp(point, .primary))
        runner.runTick()
    }

    @Test(arguments: [
        ("now", "2026-13-01T09:00+07:00"), ("now", "2026-02-30T09:00+07:00"), ("now", "2026-11-23T24:00+07:00"),
        ("now", "2026-11-23 09:00"), ("now", "2026-11-23T09:00"), ("now", "1969-12-31T23:00Z"), ("now", "yesterday"),
        ("now", "2026-11-23T09:00+15:00"), ("tz", "Mars/Olympus_Mons"), ("widget", "2"), ("widget", "yes"),
    ])
    func aTimeOrZoneThatIsNoneIsRefusedNamingTheParameter(name: String, value: String) throws {
        let error = #expect(throws: SceneParameterError.self) {
            _ = try makeSession(RoastRevealScene.self, parameters: [name: value])
        }
        #expect(error?.name == name)
        #expect(error?.value == value)
    }

    @Test func theSameSeedWritesTheSameRoastAndAnotherSeedAnother() throws {
        func roast(seed: UInt64) throws -> String? {
            let runner = try session(seed: seed)
            click(runner, Self.roastMe)
            return text(runner, "roast_text")
        }
        let first = try roast(seed: 7)
        #expect(first?.isEmpty == false)
        #expect(try roast(seed: 7) == first)
        #expect(try roast(seed: 8) != first)
    }

    @Test func theStreakCarriesOverDaysInTheProfile() throws {
        let profile = scratchProfile()
        let monday = try session(now: "2026-11-23T09:00+07:00", profile: profile)
        click(monday, Self.roastMe)
        #expect(number(monday, "streak_current") == 1)
        monday.end()

        let tuesday = try session(now: "2026-11-24T21:00+07:00", profile: profile)
        #expect(number(tuesday, "streak_current") == 1)
        #expect(text(tuesday, "streak_status") == "expiring 3h")
        click(tuesday, Self.roastMe)
        #expect(number(tuesday, "streak_current") == 2)
        #expect(text(tuesday, "streak_status") == "active")
        tuesday.end()

        let friday = try session(now: "2026-11-27T09:00+07:00", profile: profile)
        #expect(number(friday, "streak_current") == 0)
        #expect(text(friday, "streak_status") == "expired")
        #expect(number(friday, "history") == 2)
        click(friday, Self.roastMe)
        #expect(number(friday, "streak_current") == 1)
        #expect(number(friday, "streak_longest") == 2)
    }

    @Test func threeDaysInARowReachTheFirstMilestoneWithItsBadgeAndConfetti() throws {
        let profile = scratchProfile()
        for (i, day) in ["2026-11-23T09:00+07:00", "2026-11-24T08:00+07:00", "2026-11-25T23:30+07:00"].enumerated() {
            let runner = try session(seed: UInt64(i + 1), now: day, profile: profile)
            click(runner, Self.roastMe)
            #expect(number(runner, "streak_current") == Double(i + 1))
            if i == 2 {
                #expect(text(runner, "badges")?.contains("streak3") == true)
                #expect(text(runner, "toast") == "New badge: Hat Trick")
                #expect(number(runner, "confetti") == 36)
            }
            runner.end()
        }
    }

    @Test func theLanguageAndFavouritesOutliveTheSession() throws {
        let profile = scratchProfile()
        let first = try session(seed: 3, profile: profile)
        click(first, Self.roastMe)
        _ = ticks(until: { text(first, "card_phase") == "shown" }, limit: 400, first)
        click(first, Vec2(141, 844))                 // Favourite
        click(first, Vec2(630, 1232))                // Settings
        click(first, Vec2(520, 340))                 // Vietnamese
        #expect(text(first, "language") == "vi")
        #expect(first.probes()["saved"] == .bool(true))
        first.end()

        let second = try session(seed: 4, profile: profile)
        #expect(text(second, "language") == "vi")
        #expect(number(second, "favourites") == 1)
        #expect(number(second, "history") == 1)
        #expect(text(second, "badges")?.hasPrefix("roasts1") == true)
    }

    @Test func theCategorySpiceAndMoodChosenLastStartTheNextSession() throws {
        let profile = scratchProfile()
        let first = try session(profile: profile)
        #expect(text(first, "category") == "deadlines" && number(first, "spice") == 3 && text(first, "mood") == "")
        click(first, Vec2(360, 340))                 // the category sheet
        first.run(ticks: 13)
        click(first, Vec2(356, 916))                 // Coffee
        first.run(ticks: 13)
        click(first, Vec2(668, 452))                 // the spice slider's far end: 5
        click(first, Vec2(360, 564))                 // the mood sheet
        first.run(ticks: 13)
        click(first, Vec2(360, 1156))                // Rough day
        #expect(text(first, "category") == "coffee" && number(first, "spice") == 5 && text(first, "mood") == "roughDay")
        #expect(first.probes()["saved"] == .bool(true))
        first.end()

        let second = try session(seed: 2, profile: profile)
        #expect(text(second, "category") == "coffee")
        #expect(number(second, "spice") == 5)
        #expect(text(second, "mood") == "roughDay")
        #expect(number(second, "default_spice") == 3)
    }

    @Test func aProfileWithNoChoiceYetStartsAtTheDefaults() throws {
        let profile = scratchProfile()
        let store = SaveStore(directory: profile).scoped(to: RoastRevealScene.info.id)
        var save = RoastSave()
        save.settings.defaultSpice = 2
        try save.write(to: store)
        let runner = try session(profile: profile)
        #expect(text(runner, "category") == "deadlines" && number(runner, "spice") == 2 && text(runner, "mood") == "")
    }

    @Test func aDamagedSaveIsKeptAsideAndSaid() throws {
        let profile = scratchProfile()
        let store = SaveStore(directory: profile).scoped(to: RoastRevealScene.info.id)
        try store.write("{ not json", to: RoastSave.fileName)
        let runner = try session(profile: profile)
        #expect(text(runner, "toast")?.contains("kept as roast.damaged.json") == true)
        #expect(try store.read("roast.damaged.json") == Array("{ not json".utf8))
        #expect(number(runner, "history") == 0)
    }

    @Test func theWidgetAsksForASmallAlwaysOnTopWindowAndShowsTheProfilesStreak() throws {
        #expect(RoastRevealScene.windowHint(parameters: [:]) == .standard)
        #expect(RoastRevealScene.windowHint(parameters: ["widget": "0"]) == .standard)
        let hint = RoastRevealScene.windowHint(parameters: ["widget": "1"])
        #expect(hint.alwaysOnTop && hint.canvasSize == RoastRevealScene.widgetCanvasSize && hint.windowSize == Vec2(360, 220))
        let profile = scratchProfile()
        let app = try session(now: "2026-11-23T09:00+07:00", profile: profile)
        click(app, Self.roastMe)
        app.end()
        let store = SaveStore(directory: profile).scoped(to: RoastRevealScene.info.id)
        let saved = try store.read(RoastSave.fileName)
        let widget = try makeSession(RoastRevealScene.self, parameters: ["widget": "1", "now": "2026-11-24T08:00+07:00"], profile: profile)
        widget.runTick()
        #expect(widget.context.canvasSize == RoastRevealScene.widgetCanvasSize)
        #expect(widget.probes()["daily_day"] == .string("2026-11-24"))
        #expect(widget.probes()["daily_streak"] == .int(1), "yesterday's roast keeps the streak")
        click(widget, Self.roastMe)
        widget.end()
        #expect(widget.probes()["history"] == .int(1), "the widget takes no input")
        #expect(try store.read(RoastSave.fileName) == saved, "and never writes the save")
    }
}

/// The roast of the day's card in the app: every streak line fits its strip in both languages.
@Suite struct DailyCardTests {
    @Test(arguments: RoastLanguage.allCases) func everyStreakLineFitsTheDailyCardsStrip(language: RoastLanguage) throws {
        let typesetter = try Typesetter.shared()
        var daily = DailyRoast(save: RoastSave(), now: Fixtures.date("2026-11-23T09:00:00+07:00"),
                               timeZone: Fixtures.zone("Asia/Ho_Chi_Minh"), language: language, roaster: Fixtures.roaster)
        let strip = Rect(x: 0, y: 0, width: RoastCard.size.x, height: RoastRevealScene.widgetStripHeight)
        for status: StreakStatus in [.active, .dueToday, .expiringSoon(hoursRemaining: 23), .expired, .frozen] {
            daily.status = status
            daily.streak = 1_000
            let line = daily.streakLine(Fixtures.strings)
            let fitted = RoastRevealScene.dailyStreakText(line, strip: strip, typesetter: typesetter)
            #expect(FittedText.fits(fitted.layout, in: fitted.box), "\(language): \(line)")
        }
    }
}
