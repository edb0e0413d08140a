import Testing
@testable import EditorCanvasScene
import Engine

/// The Showcase's shares from an exports folder's listing, and the picker's pictures from a
/// pictures folder's: names that are not theirs are left out, never trusted.
@Suite struct ShowcaseItemTests {
    func entry(_ name: String, _ modified: Int64) -> FolderEntry { FolderEntry(name: name, byteCount: 10, modified: modified) }

    @Test func sharesArePairedNewestFirstAndOtherFilesLeftOut() {
        let listing = FolderListing(folder: "exports", entries: [
            entry("dickerator-0001.png", 100), entry("dickerator-0001-censored.png", 101),
            entry("dickerator-0002-censored.png", 300),                       // its clean file is gone
            entry("dickerator-0003.png", 200),
            entry("holiday.png", 999), entry("dickerator-.png", 999), entry("dickerator-x1.png", 999),
            entry("dickerator-12345678.png", 999), entry("dickerator-0004-censored-censored.png", 999),
            entry("dickerator-0005.PNG", 999), entry("dickerator-٣.png", 999),
        ])
        let items = ShowcaseItem.items(in: listing)
        #expect(items.map(\.base) == ["dickerator-0002", "dickerator-0003", "dickerator-0001"])
        #expect(items.map(\.shown.name) == ["dickerator-0002-censored.png", "dickerator-0003.png", "dickerator-0001.png"])
        #expect(items.last?.files.map(\.name) == ["dickerator-0001.png", "dickerator-0001-censored.png"])
        #expect(ShowcaseItem.items(in: FolderListing(folder: "exports", entries: [])).isEmpty)
    }

    @Test func thePickerListsPNGAndJPEGFilesNewestFirstThenByName() {
        let listing = FolderListing(folder: "pictures", entries: [
            entry("b.png", 5), entry("a.JPEG", 5), entry("c.jpg", 9), entry("notes.txt", 10), entry("png", 10), entry("x.gif", 10),
        ])
        #expect(PictureListing.pictures(in: listing).map(\.name) == ["c.jpg", "a.JPEG", "b.png"])
    }
}
