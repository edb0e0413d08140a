extension SceneRunner {
    /// Carries out the scene's file requests (call between ticks): each folder asked about is
    /// read and answered with a `listing` event for the next tick, then the file asked for with a
    /// `fileDrop` event; `report` gets the message for a file that cannot be read, naming it.
    public func serveFiles(report: (String) -> Void) {
        let requests = context.files.take()
        for listing in requests.listings where FolderListing.isTag(listing.folder) {
            send(.listing(FolderListing(reading: listing.path, folder: listing.folder, suffixes: listing.suffixes)))
        }
        if let path = requests.file {
            do { send(.fileDrop(try DroppedFile(contentsOf: path))) } catch { report("\(error)") }
        }
    }
}
