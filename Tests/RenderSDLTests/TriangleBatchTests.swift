import CSDL2
import Core
import Engine
import Testing
@testable import RenderSDL

@Suite struct TriangleBatchTests {
    static let triangle = [Vec2(0, 0), Vec2(10, 0), Vec2(0, 10)]

    @Test func itemsJoinOnlyUnderTheSameClipAndBlend() {
        var batch = TriangleBatch()
        let clip = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(batch.accepts(clip: nil, blend: SDL_BLENDMODE_ADD))   // empty: anything
        batch.add(Self.triangle, .white, clip: clip, blend: SDL_BLENDMODE_BLEND)
        #expect(batch.accepts(clip: clip, blend: SDL_BLENDMODE_BLEND))
        #expect(!batch.accepts(clip: nil, blend: SDL_BLENDMODE_BLEND))
        #expect(!batch.accepts(clip: clip, blend: SDL_BLENDMODE_ADD))
        batch.add(Self.triangle, Color(r: 1, g: 2, b: 3), clip: clip, blend: SDL_BLENDMODE_BLEND)
        #expect(batch.vertices.count == 6)
        #expect(batch.vertices[3].color.r == 1 && batch.vertices[3].color.b == 3)
        batch.removeAll()
        #expect(batch.vertices.isEmpty)
    }

    @Test func opaqueTrianglesSkipBlendingAndOneTranslucentOneKeepsIt() {
        var batch = TriangleBatch()
        batch.add(Self.triangle, .white, clip: nil, blend: SDL_BLENDMODE_BLEND)
        #expect(batch.effectiveBlend == SDL_BLENDMODE_NONE)
        batch.add(Self.triangle, Color(r: 0, g: 0, b: 0, a: 128), clip: nil, blend: SDL_BLENDMODE_BLEND)
        #expect(batch.effectiveBlend == SDL_BLENDMODE_BLEND)
        batch.removeAll()
        batch.add(Self.triangle, .white, clip: nil, blend: SDL_BLENDMODE_ADD)
        #expect(batch.effectiveBlend == SDL_BLENDMODE_ADD)   // adding opaque colour still adds
    }
}
