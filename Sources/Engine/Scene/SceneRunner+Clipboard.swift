extension SceneRunner {
    /// Carries out the scene's clipboard requests on `clipboard` (call between ticks): copies
    /// first, then answers a paste request with a `paste` event for the next tick.
    public func serveClipboard(_ clipboard: inout some Clipboard) {
        let requests = context.clipboard.take()
        if let text = requests.copied { clipboard.write(text) }
        if requests.wantsPaste { send(.paste(clipboard.read())) }
    }
}
