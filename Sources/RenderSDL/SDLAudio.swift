import CSDL2
import Engine
#if canImport(Glibc)
import Glibc
#endif

/// Plays `Sound`s through SDL's default audio output, mixing a new sound into whatever is still
/// queued. Where there is no audio device or driver (Xvfb, CI, a container) it does nothing,
/// silently: sound is never essential.
final class SDLAudio {
    /// The output's sample rate, in hertz.
    private static let sampleRate: Int32 = 44_100
    /// The open device; 0 when there is none.
    private var device: SDL_AudioDeviceID = 0
    /// The samples most recently queued; the device's queue holds their tail.
    private var queued: [Float] = []

    /// Opens the default output, mono 32-bit float, if the machine has one.
    init() {
        guard Self.mayHaveOutput(), SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else { return }
        var wanted = SDL_AudioSpec()
        wanted.freq = Self.sampleRate
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 1
        wanted.samples = 1024
        var obtained = SDL_AudioSpec()
        device = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard device != 0 else {
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return
        }
        SDL_PauseAudioDevice(device, 0)
    }

    deinit { close() }

    /// Whether an output plays anything.
    var isOpen: Bool { device != 0 }

    /// Starts `sound` now, mixed with the sounds still playing.
    func play(_ sound: Sound) {
        guard device != 0 else { return }
        var mix = sound.rendered(at: Int(Self.sampleRate))
        SDL_LockAudioDevice(device)
        let remaining = min(queued.count, Int(SDL_GetQueuedAudioSize(device)) / MemoryLayout<Float>.size)
        SDL_ClearQueuedAudio(device)
        let tail = queued.suffix(remaining)
        if tail.count > mix.count { mix.append(contentsOf: repeatElement(0, count: tail.count - mix.count)) }
        for (i, sample) in tail.enumerated() { mix[i] = max(-1, min(1, mix[i] + sample)) }
        queued = mix
        _ = mix.withUnsafeBytes { SDL_QueueAudio(device, $0.baseAddress, UInt32($0.count)) }
        SDL_UnlockAudioDevice(device)
    }

    /// Closes the device; call before SDL quits.
    func close() {
        guard device != 0 else { return }
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
        device = 0
    }

    /// Whether looking for an output is worth it: a driver was chosen, a sound server is
    /// reachable or a sound card exists. Without any (a container, Xvfb on CI), SDL's ALSA probe
    /// would only print errors.
    private static func mayHaveOutput() -> Bool {
        func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        if let driver = variable("SDL_AUDIODRIVER"), !driver.isEmpty { return true }
        if variable("PULSE_SERVER") != nil { return true }
        if let runtime = variable("XDG_RUNTIME_DIR"),
           exists(runtime + "/pulse/native") || exists(runtime + "/pipewire-0") { return true }
        return exists("/dev/snd")
    }
}
