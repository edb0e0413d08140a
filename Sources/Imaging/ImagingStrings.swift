/// The words of the imaging module for the user, in one place so a translation can replace them.
enum ImagingStrings {
    static func noSuchFolder(_ folder: String) -> String { "the folder \(folder) does not exist" }
    static func notAFolder(_ folder: String) -> String { "\(folder) is not a folder" }
}
