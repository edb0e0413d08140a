import Foundation

/// The checkout's root folder, found from this file's path (`Tests/SceneTestSupport/`).
public let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
