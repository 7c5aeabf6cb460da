import Foundation
import ZoetropeCore

/// A timeline as a video file, its frames piped to the `ffmpeg` program: H.264 in MP4 or VP9
/// in WebM, both in yuv420p so that every player opens them.
///
/// Every frame at `times` becomes one video frame at exactly `fps` (a frame that repeats the
/// one before is sent again, not dropped), so the video has as many frames as the PNG folder
/// of the same fps. yuv420p needs even sides: an odd width or height gets one column or row
/// of the background's colour on the right or bottom. A video has no alpha and does not loop.
public struct VideoWriter: Sendable {
    public enum Codec: String, Sendable, CaseIterable {
        /// H.264 in an MP4 container (libx264), fast start for the web.
        case h264
        /// VP9 in a WebM container (libvpx-vp9).
        case vp9

        public var fileExtension: String { self == .h264 ? "mp4" : "webm" }
    }

    package var drawer: OrderedFrameDrawer
    public var codec: Codec

    public init(scale: Int, codec: Codec, jobs: Int = FrameSequenceWriter.defaultJobs) {
        drawer = OrderedFrameDrawer(scale: scale, jobs: jobs)
        self.codec = codec
    }

    /// Why videos cannot be made here (ffmpeg is not on the PATH), or nil.
    public static func missingProgram() -> String? {
        ffmpegPath() == nil
            ? "making a video needs the ffmpeg program, which is not on the PATH: install Debian's package ffmpeg (`apt-get install ffmpeg`, or `bash scripts/install-dependencies --video`), or Homebrew's ffmpeg"
            : nil
    }

    /// The ffmpeg executable on the PATH.
    static func ffmpegPath() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The arguments ffmpeg gets for a `width × height` video at `fps` written to `output`.
    func arguments(width: Int, height: Int, fps: Int, background: Color, output: String) -> [String] {
        let hex = String(format: "0x%02X%02X%02X", Int((background.red * 255).rounded()), Int((background.green * 255).rounded()),
                         Int((background.blue * 255).rounded()))
        var arguments = ["-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                         "-framerate", String(fps), "-i", "-",
                         "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=\(hex)", "-pix_fmt", "yuv420p", "-r", String(fps),
                         "-fps_mode", "passthrough", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
        switch codec {
        case .h264:
            // A fixed thread count: x264's output depends on it, not on the machine.
            arguments += ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-threads", "4", "-movflags", "+faststart"]
        case .vp9:
            arguments += ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "0",
                          "-threads", "1"]
        }
        return arguments + ["-y", output]
    }

    /// Writes the video of `timeline` at `fps` frames a second (its frame times from 0 to
    /// its end) to `path`, returning the number of frames.
    @discardableResult
    public func write(_ timeline: Timeline, fps: Int, to path: String, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> Int {
        guard let ffmpeg = Self.ffmpegPath() else { throw CairoError(operation: "making \(path)", reason: Self.missingProgram()!) }
        let times = timeline.frameTimes(fps: Double(fps))
        guard !times.isEmpty else { throw CairoError(operation: "making \(path)", reason: "there are no frames") }
        let (width, height) = drawer.pixelSize(of: timeline)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments(width: width, height: height, fps: fps, background: timeline.background, output: path)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        // ffmpeg's complaints go to a file, which cannot fill up and stall it as a pipe could.
        // The file's name is removed as soon as it is open: it lives only as long as the two
        // handles, so nothing is left in the temporary folder however the command ends
        // (Ctrl-C, a kill, a crash).
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-ffmpeg-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let logWriter: FileHandle, logReader: FileHandle
        do {
            defer { try? FileManager.default.removeItem(at: log) }
            logWriter = try FileHandle(forWritingTo: log)
            logReader = try FileHandle(forReadingFrom: log)
        }
        defer { try? logWriter.close(); try? logReader.close() }
        process.standardError = logWriter
        // A write to an ffmpeg that has died must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        var sent = 0
        var writeFailure: Error?
        do {
            try drawer.forEachPicture(of: timeline, times: times, progress: progress) { picture in
                let bytes = Data(picture.rgba)
                for _ in picture.frames {
                    try input.fileHandleForWriting.write(contentsOf: bytes)
                    sent += 1
                }
            }
        } catch let error as CairoError {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
            throw error
        } catch {
            writeFailure = error
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0, writeFailure == nil else {
            let written = (try? logReader.readToEnd()) ?? Data()
            let message = String(decoding: written, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CairoError(operation: "making \(path) with ffmpeg",
                             reason: message.isEmpty ? "ffmpeg exited with status \(process.terminationStatus) after \(sent) frames" : message)
        }
        return sent
    }
}
