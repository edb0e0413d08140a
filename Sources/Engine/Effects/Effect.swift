import Core

/// A side effect a scene asks its host for, through `SceneContext.effects`.
///
/// Nothing here happens inside a tick: the runner takes the effects a tick asked for when the
/// tick has ended and hands them to its host (`EffectServer`). Whatever comes back (a paste, a
/// folder listing, a file's bytes, a finished job) comes back as an input event stamped for a
/// later tick, which replays record like any input, so a replay never asks again.
public enum Effect: Sendable {
    /// Replace this scene with another one, or close the session.
    case handOver(SceneRequest)
    /// Play a sound as soon as possible; output only.
    case play(Sound)
    /// Shake the connected game controllers; output only.
    case rumble(Rumble)
    /// Turn the desktop's text input on with the caret at this rectangle, or off (nil); it stays
    /// as set until the scene sets it again.
    case textInput(TextInputRequest?)
    /// Put text on the clipboard (Ctrl+C, Ctrl+X).
    case copy(String)
    /// Answer with the clipboard's text as a `paste` event (Ctrl+V).
    case paste
    /// Answer with a folder's files as a `listing` event.
    case listFolder(FolderListingRequest)
    /// Answer with a file's bytes as a `fileDrop` event, as if the file had been dropped.
    case readFile(path: String)
    /// Write bytes to a file of the scene's save folder (atomically, as `SaveStore.write`); a
    /// failure comes back as a `saveFailed` event.
    case save(name: String, bytes: [UInt8])
    /// Remove a file of the scene's save folder; a failure comes back as a `saveFailed` event.
    case removeSave(name: String)
    /// Answer with a file of the scene's save folder as a `saveRead` event carrying `tag`: its
    /// bytes, or that it is missing or unreadable. A read inside a tick would see a replay's
    /// starting copy of the folder instead of what the session itself saved since.
    case readSave(name: String, tag: String)
    /// Run work on a thread of its own and answer with its outcome as a `jobFinished` event.
    case startJob(JobRequest)
    /// Ask the running job with this tag to stop early; its `jobFinished` event still comes.
    case cancelJob(tag: String)
}
