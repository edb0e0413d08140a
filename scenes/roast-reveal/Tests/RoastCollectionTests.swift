import Engine
import Foundation
import Testing
@testable import RoastRevealScene
import SceneTestSupport

/// Seasonal collections are offered only in season, on the user's calendar.
@Suite struct RoastCollectionTests {
    func active(_ iso: String, _ zone: String = "UTC") -> Set<String> {
        Set(Fixtures.collections.active(on: Fixtures.date(iso), in: Fixtures.zone(zone)).map(\.id))
    }

    @Test func allYearCollectionsAreAlwaysOffered() {
        for iso in ["2026-03-10T12:00:00Z", "2026-12-28T12:00:00Z", "2026-07-04T12:00:00Z"] {
            #expect(active(iso).isSuperset(of: ["mondays", "openOffice"]))
        }
    }

    @Test func seasonalCollectionsAreOfferedOnlyInSeason() {
        #expect(active("2026-03-10T12:00:00Z") == ["mondays", "openOffice"])
        #expect(active("2026-07-04T12:00:00Z").contains("summer"))
        #expect(active("2026-10-31T12:00:00Z").contains("halloween"))
        #expect(!active("2026-11-02T12:00:00Z").contains("halloween"))
        #expect(active("2026-02-01T12:00:00Z").contains("tet"))
    }

    @Test func aSeasonMayRunIntoTheNextYear() {
        #expect(active("2026-12-28T12:00:00Z").isSuperset(of: ["newYear", "yearEnd"]))
        #expect(active("2027-01-10T12:00:00Z").contains("newYear"))
        #expect(!active("2027-01-16T12:00:00Z").contains("newYear"))
        #expect(!active("2026-12-25T12:00:00Z").contains("newYear"))
    }

    @Test func theDayIsTheUsersDay() {
        // 31 May 23:30 in UTC is already 1 June in Ho Chi Minh City.
        #expect(!active("2026-05-31T23:30:00Z").contains("summer"))
        #expect(active("2026-05-31T23:30:00Z", "Asia/Ho_Chi_Minh").contains("summer"))
    }

    @Test func aCatalogWithHalfASeasonIsRefused() throws {
        let path = ScratchFolders.path("roast-collections", suffix: ".yml")
        try "collections:\n  - id: x\n    from: {month: 1, day: 1}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DataFileError.self) { try RoastCollectionCatalog(path: path) }
        try "collections:\n  - id: x\n    from: {month: 13, day: 1}\n    through: {month: 1, day: 2}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DataFileError.self) { try RoastCollectionCatalog(path: path) }
    }
}
