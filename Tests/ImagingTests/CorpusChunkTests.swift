import Testing

@Suite("PNG corpus chunks")
struct CorpusChunkTests {
    @Test("the words of a valid file's name that name chunks, compression or damage are true of its bytes",
          arguments: PNGDecodingTests.validFiles)
    func nameWordsAreTrue(_ name: String) throws {
        let data = try TestData.bytes(at: TestData.corpusPath("valid", name))
        let words = Set(name.replacingOccurrences(of: ".png", with: "").split(separator: "-").map(String.init))
        let chunks = PNGChunks.chunks(in: data)
        let types = chunks.map(\.type)
        #expect(types.contains("sBIT") == words.contains("sbit"))
        #expect(types.contains("sRGB") == words.contains("srgb"))
        #expect(types.contains("tEXt") == words.contains("text"))
        #expect((types.filter { $0 == "IDAT" }.count > 1) == words.contains("split"))
        #expect(types.last == "IEND" || words.contains("missing"))
        #expect(chunks.filter { !$0.crcIsRight }.map(\.type) == (words.contains("crc") ? ["tEXt"] : [])
                + (words.contains("cut") ? ["IEND"] : []))
        // The first deflate block's type: bits 1 and 2 of the byte after the two-byte zlib header.
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        #expect(((data[idat.dataOffset + 2] >> 1) & 3 == 0) == words.contains("stored"))
    }
}
