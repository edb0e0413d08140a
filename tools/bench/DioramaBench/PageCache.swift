import Foundation

/// The kernel's cache of file contents, for figures of a cold start without root.
enum PageCache {
    /// Asks the kernel to drop the cached pages of every regular file directly in `folder`
    /// (`posix_fadvise(POSIX_FADV_DONTNEED)`), so the next read of them comes from the disk.
    static func evict(folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let fd = open(folder + "/" + name, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            fdatasync(fd)
            posix_fadvise(fd, 0, 0, Int32(POSIX_FADV_DONTNEED))
            close(fd)
        }
    }
}
