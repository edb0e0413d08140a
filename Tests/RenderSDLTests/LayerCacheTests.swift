import CSDL2
import Core
import Engine
import Imaging
@testable import RenderSDL
import Testing

@Suite("Unchanged runs of the draw list, kept rasterised")
struct LayerCacheTests {
    static let size = Vec2(200, 200)

    /// Ten bars that stay (the fourth `fourthBarGreen` green), a disc at `x` that moves, and a
    /// frame drawn over them.
    static func frame(discAt x: Double, images: AssetStore, photo: TextureID, fourthBarGreen: UInt8 = 120) -> DrawList {
        var list = DrawList(canvasSize: size)
        list.clearColor = Color(r: 20, g: 20, b: 40)
        list.sprite(Sprite(texture: photo, center: Vec2(100, 100), size: Vec2(160, 160)))
        for bar in 0..<10 {
            list.fillRect(Rect(x: 10, y: Double(bar) * 18 + 12, width: 60, height: 8),
                          Color(r: UInt8(bar * 25), g: bar == 3 ? fourthBarGreen : 120, b: 60))
        }
        list.fillCircle(Vec2(x, 100), radius: 12, .white)
        for edge in 0..<8 {
            list.fillRect(Rect(x: Double(edge) * 25, y: 188, width: 20, height: 12), Color(r: 200, g: 40, b: 40, a: 180))
        }
        return list
    }

    static func photo(_ color: Color) -> Image {
        Image(width: 4, height: 4, pixels: [UInt8]((0..<16).flatMap { _ in [color.r, color.g, color.b, 255] }))
    }

    /// Draws six frames, `list(frame, x)` with the disc moving to `x`, on a backend keeping runs
    /// and on one drawing each frame whole, expecting the same pixels; returns how many items
    /// each frame drew from kept runs.
    static func keptItemsMatchingWhole(_ images: AssetStore, _ list: (Int, Double) -> DrawList) throws -> [Int] {
        let kept = try OffscreenBackend(size: Self.size, retainsLayers: true)
        let whole = try OffscreenBackend(size: Self.size)
        var keptByFrame: [Int] = []
        for (frame, x) in [100.0, 104, 108, 112, 116, 120].enumerated() {
            let drawn = list(frame, x)
            let expected = try whole.render(drawn, images: images), got = try kept.render(drawn, images: images)
            #expect(got == expected, "frame \(frame) differs from the frame drawn whole")
            #expect(whole.drawListRenderer.keptItems == 0)
            keptByFrame.append(kept.drawListRenderer.keptItems)
        }
        return keptByFrame
    }

    @Test("a frame drawn over the kept bottom run is the frame drawn whole, and an image change shows")
    func keptFramesMatchWholeOnes() throws {
        let images = AssetStore(root: "/")
        let photo = images.add(Self.photo(Color(r: 0, g: 90, b: 200)))
        let kept = try Self.keptItemsMatchingWhole(images) { frame, x in
            if frame == 4 { images.replace(photo, with: Self.photo(Color(r: 230, g: 200, b: 0))) }
            return Self.frame(discAt: x, images: images, photo: photo)
        }
        #expect(kept.contains { $0 > 0 }, "no frame was drawn from a kept run")
        #expect(kept[4] == 0, "a kept run drew an image that changed")
    }

    @Test("an item of a kept run that changes right after the run was drawn is drawn as it now is")
    func aChangeInsideAShownRunIsDrawn() throws {
        let images = AssetStore(root: "/")
        let photo = images.add(Self.photo(Color(r: 0, g: 90, b: 200)))
        let kept = try Self.keptItemsMatchingWhole(images) { frame, x in
            Self.frame(discAt: x, images: images, photo: photo, fourthBarGreen: frame >= 4 ? 250 : 120)
        }
        #expect(kept == [0, 0, 11, 11, 0, 0], "kept items by frame: \(kept)")
    }

    @Test("a run is kept once it stayed the same through two changes of the list, and only then")
    func runsAreKeptWhenStable() throws {
        // The photo and the ten bars below the moving disc; the software renderer keeps no top run.
        #expect(try Self.keptItems(discAt: [100, 104, 108, 112], framesEach: 1) == [0, 0, 11, 11])
    }

    @Test("frames that repeat the one before (several a tick) keep the run under the change, never the whole list")
    func repeatedFramesKeepOnlyWhatOutlastsChanges() throws {
        let kept = try Self.keptItems(discAt: [100, 104, 108, 112, 116], framesEach: 4)
        // Once kept (at the second change), the photo and the ten bars stay kept in every frame,
        // repeated or not; the disc and what lies over it never are.
        #expect(kept.suffix(12) == Array(repeating: 11, count: 12), "kept items by frame: \(kept)")
        #expect(kept.max() == 11, "kept items by frame: \(kept)")
    }

    /// How many items each frame drew from kept runs, drawing `framesEach` frames with the disc
    /// at each of `xs` in turn.
    static func keptItems(discAt xs: [Double], framesEach: Int) throws -> [Int] {
        let images = AssetStore(root: "/")
        let photo = images.add(Self.photo(.white))
        let backend = try OffscreenBackend(size: size, retainsLayers: true)
        var kept: [Int] = []
        for x in xs {
            for _ in 0..<framesEach {
                _ = try backend.render(frame(discAt: x, images: images, photo: photo), images: images)
                kept.append(backend.drawListRenderer.keptItems)
            }
        }
        return kept
    }

    @Test("the lists' common start and end, and the alpha-blended run at the end")
    func comparingLists() {
        func item(_ x: Double, _ blend: BlendMode = .alpha) -> DrawItem {
            var list = DrawList()
            list.blend = blend
            list.fillCircle(Vec2(x, 0), radius: 1, .white)
            return list.sortedItems[0]
        }
        let a = [item(1), item(2), item(3), item(4), item(5)], b = [item(1), item(2), item(9), item(4), item(5)]
        #expect(LayerCache.commonStart(a, b) == 2)
        #expect(LayerCache.commonEnd(a, b, limit: 3) == 2)
        #expect(LayerCache.commonEnd(a, a, limit: 1) == 1)
        #expect(LayerCache.blendedRun(atEndOf: [item(1), item(2, .additive), item(3), item(4)][...]) == 2)
    }

    @Test("a kept top run is drawn as the bands of rows that hold anything")
    func bandsOfCoverage() {
        let width = 10, height = 40
        var covered = [Bool](repeating: false, count: width * height)
        for y in [2, 3, 6] { covered[y * width + 4] = true }      // one band: rows 2…6, gap under 8
        covered[30 * width + 1] = true
        covered[31 * width + 8] = true                             // another: rows 30…31, columns 1…8
        let bands = LayerCache.bands(ofCoverage: covered, width: width, height: height)
        #expect(bands.map { [$0.x, $0.y, $0.w, $0.h] } == [[4, 2, 1, 5], [1, 30, 8, 2]])
        #expect(LayerCache.bands(ofCoverage: [Bool](repeating: false, count: 4), width: 2, height: 2).isEmpty)

        var striped = [Bool](repeating: false, count: width * 200)
        for y in stride(from: 0, to: 200, by: 10) { striped[y * width] = true }   // 20 bands: too many
        #expect(LayerCache.bands(ofCoverage: striped, width: width, height: 200).map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 1, 191]])
    }
}
