import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// Purchases and the share count: kept in the profile, read at session start, range-checked, and
/// part of the state a replay checks.
@Suite struct UnlockTests {
    /// The editor's save folder in `profile`.
    func store(_ profile: String) -> SaveStore { SaveStore(directory: profile).scoped(to: EditorCanvasScene.info.id) }

    /// Buys `product` the way the store sheet does: offered, then confirmed.
    func buy(_ product: String, in runner: SceneRunner) {
        scene(runner).offer(product)
        scene(runner).completePurchase(context: runner.context)
        runner.run(ticks: 1)
    }

    @Test func theCatalogueIsTheSeeds() {
        let prices = Dictionary(uniqueKeysWithValues: StoreProduct.catalogue.map { ($0.id, $0.price) })
        for id in ["filter.futuristic", "filter.doctor", "filter.party"] { #expect(prices[id] == "$1.99") }
        for id in ["stickers.fancy", "stickers.food"] { #expect(prices[id] == "$0.99") }
        #expect(prices["unlimited.monthly"] != nil && prices["unlimited.annual"] != nil)
        #expect(CanvasFilter.allCases.filter(\.isFree).count == 3)
    }

    @Test func aDemoPurchaseUnlocksAndLastsToTheNextLaunch() throws {
        let profile = scratchProfile()
        let runner = try makeEditor(profile: profile)
        #expect(!EditorCanvasScene.isUnlocked(CanvasFilter.party, in: scene(runner).state))
        buy("filter.party", in: runner)
        #expect(EditorCanvasScene.isUnlocked(CanvasFilter.party, in: scene(runner).state))
        #expect(text(runner, "filter") == "filter.party")
        runner.end()
        let again = try makeEditor(profile: profile)
        #expect(text(again, "owned") == "filter.party")
        #expect(EditorCanvasScene.isUnlocked(CanvasFilter.party, in: scene(again).state))
        #expect(!EditorCanvasScene.isUnlocked(CanvasFilter.doctor, in: scene(again).state))
    }

    @Test func unlimitedUnlocksEveryFilterAndPack() throws {
        let runner = try makeEditor()
        buy("unlimited.monthly", in: runner)
        let state = scene(runner).state
        #expect(CanvasFilter.allCases.allSatisfy { EditorCanvasScene.isUnlocked($0, in: state) })
        #expect(StickerPack.allCases.allSatisfy { EditorCanvasScene.isUnlocked($0, in: state) })
    }

    @Test func restoreReadsWhatTheProfileHolds() throws {
        let profile = scratchProfile()
        let runner = try makeEditor(profile: profile)
        try store(profile).write(#"{"version":1,"purchased":["stickers.food"]}"#, to: OfflineEntitlementProvider.fileName)
        #expect(text(runner, "owned") == "")
        scene(runner).restorePurchases(context: runner.context)
        runner.run(ticks: 1)
        #expect(text(runner, "owned") == "", "the file is read by the host after the tick, not inside it")
        runner.run(ticks: 1)
        #expect(text(runner, "owned") == "stickers.food")
        #expect(text(runner, "message") == EditorStrings.restored)
        #expect(EditorCanvasScene.isUnlocked(StickerPack.food, in: scene(runner).state))
    }

    @Test func restoreInAReplayTakesTheRecordedAnswerNotTheDisk() throws {
        let host = WindowLikeEffects(), profile = scratchProfile()
        let runner = try makeEditor(profile: profile)
        host.attach(to: runner)
        try store(profile).write(#"{"version":1,"purchased":["stickers.food"]}"#, to: OfflineEntitlementProvider.fileName)
        scene(runner).restorePurchases(context: runner.context)
        runner.run(ticks: 3)
        #expect(text(runner, "owned") == "stickers.food")
        let answer = try #require(host.inputs.first { if case .saveRead = $0.event { true } else { false } })
        // Through a recording's text and back, range-checked as a replay file is read.
        let recorded = try JSONDecoder().decode(InputEvent.self, from: JSONEncoder().encode(answer.event))
        #expect(recorded == answer.event)

        // The same session replayed in a profile whose purchases differ by then: no host serves
        // the read, so the recorded answer is what the scene restores.
        let replayProfile = scratchProfile()
        let replay = try makeEditor(profile: replayProfile)
        replay.server = nil
        try store(replayProfile).write(#"{"version":1,"purchased":["filter.party"]}"#, to: OfflineEntitlementProvider.fileName)
        scene(replay).restorePurchases(context: replay.context)
        for input in host.inputs { replay.send(input.tick == answer.tick ? recorded : input.event, at: input.tick) }
        replay.run(ticks: Int(runner.nextTick))
        #expect(text(replay, "owned") == "stickers.food")
        #expect(replay.stateHash() == runner.stateHash())
    }

    @Test func anUnreadableAnswerIsShownAndOwnsNothingNew() throws {
        let runner = try makeEditor()
        runner.server = nil
        runner.send(.saveRead(SaveRead(tag: EditorCanvasScene.purchasesReadTag, name: OfflineEntitlementProvider.fileName,
                                       outcome: .unreadable("disk on fire"))))
        runner.run(ticks: 1)
        #expect(text(runner, "owned") == "")
        #expect(text(runner, "message") == EditorStrings.cannotReadPurchases("disk on fire"))
    }

    @Test(arguments: [
        #"{"version":1,"purchased":["filter.nope"]}"#,
        #"{"version":1,"purchased":["filter.party","filter.party"]}"#,
        #"{"version":2,"purchased":[]}"#,
        #"{"purchased":"filter.party"}"#,
        "{ not json",
    ])
    func damagedPurchasesAreReportedAndOwnNothing(json: String) throws {
        let profile = scratchProfile()
        try store(profile).write(json, to: OfflineEntitlementProvider.fileName)
        let runner = try makeEditor(profile: profile)
        #expect(text(runner, "owned") == "")
        #expect(text(runner, "message")?.contains("it is kept as purchases.damaged.json") == true, "\(runner.probes()["message"]!)")
        #expect(try store(profile).read("purchases.damaged.json") == Array(json.utf8))
        buy("filter.party", in: runner)
        #expect(try store(profile).read("purchases.damaged.json") == Array(json.utf8), "a purchase after it never loses the damaged file")
    }

    @Test(arguments: [#"{"version":1,"shares":-1}"#, #"{"version":1,"shares":1000001}"#, #"{"version":1,"shares":"5"}"#])
    func aShareCountOutOfRangeIsRefused(json: String) throws {
        let profile = scratchProfile()
        try store(profile).write(json, to: ShareCounter.fileName)
        let runner = try makeEditor(profile: profile)
        #expect(number(runner, "shares") == 0)
        #expect(text(runner, "message")?.contains("it is kept as shares.damaged.json") == true)
    }

    @Test func sharesUnlockGoldenAtFiveAndTheRarePackAtTenAndLast() throws {
        let profile = scratchProfile()
        let runner = try makeEditor(profile: profile)
        for _ in 0..<4 { scene(runner).share(context: runner.context) }
        #expect(!EditorCanvasScene.isUnlocked(CanvasFilter.golden, in: scene(runner).state))
        scene(runner).share(context: runner.context)
        #expect(EditorCanvasScene.isUnlocked(CanvasFilter.golden, in: scene(runner).state))
        #expect(!EditorCanvasScene.isUnlocked(StickerPack.rare, in: scene(runner).state))
        for _ in 0..<5 { scene(runner).share(context: runner.context) }
        #expect(EditorCanvasScene.isUnlocked(StickerPack.rare, in: scene(runner).state))
        runner.end()
        let again = try makeEditor(profile: profile)
        #expect(number(again, "shares") == 10)
    }

    @Test func theStateHashCoversUnlocksAndSheets() throws {
        let runner = try makeEditor()
        let before = ownHash(runner)
        scene(runner).state.shares.shares += 1
        #expect(ownHash(runner) != before)
        scene(runner).state.shares.shares -= 1
        #expect(ownHash(runner) == before)
        scene(runner).state.overlays.open(EditorTree.storeSheet)
        #expect(ownHash(runner) != before)
    }

    @Test func aKeyframeRestoresOpenSheetsAndTheirWidgets() throws {
        let runner = try makeEditor()
        scene(runner).openStore(at: "filter.party", context: runner.context)
        runner.run(ticks: 13)
        let saved = try #require(scene(runner).savedState())
        let hash = ownHash(runner)
        runner.send(.keyDown(.escape))
        runner.run(ticks: 13)
        #expect(text(runner, "sheet") == "")
        scene(runner).restore(saved, context: runner.context)
        #expect(text(runner, "sheet") == "store")
        #expect(ownHash(runner) == hash)
        #expect(scene(runner).tree[EditorTree.products] != nil)
    }
}
