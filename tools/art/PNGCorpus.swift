/// The PNG test corpus (`Tests/ImagingTests/Corpus`): valid files written by libpng in every
/// colour type, bit depth and common chunk, each a picture whose pixels follow `CorpusPicture`'s
/// formulas, and broken files (`BrokenPNGs`) each made from one by damaging it in one known way.
enum PNGCorpus {
    /// The files every decoder must read, by name.
    /// - Throws: `ArtError` when libpng or zlib refuses to write one.
    static func valid() throws -> [(name: String, bytes: [UInt8])] {
        try pictures.map { ($0.name + ".png", try $0.encoded()) } + BrokenPNGs.tolerated()
    }

    /// The files every decoder must refuse, by name.
    /// - Throws: `ArtError` when libpng or zlib refuses to write the file they are made from.
    static func invalid() throws -> [(name: String, bytes: [UInt8])] { try BrokenPNGs.refused() }

    /// Every colour type at every bit depth it allows, plain and Adam7-interlaced; odd sizes
    /// (rows ending mid-byte, Adam7 passes left empty); tRNS, gAMA, sBIT, sRGB, text and private
    /// chunks; stored deflate blocks and image data cut into several IDAT chunks.
    static let pictures: [CorpusPicture] = {
        let depths: [(CorpusPicture.Kind, String, [Int])] = [
            (.grey, "grey", [1, 2, 4, 8, 16]), (.rgb, "rgb", [8, 16]), (.palette, "palette", [1, 2, 4, 8]),
            (.greyAlpha, "grey-alpha", [8, 16]), (.rgba, "rgba", [8, 16]),
        ]
        var all: [CorpusPicture] = []
        for (kind, name, bitDepths) in depths {
            for bitDepth in bitDepths {
                all.append(CorpusPicture(name: "\(name)-\(bitDepth)", kind: kind, bitDepth: bitDepth))
            }
        }
        let oddSizes: [(CorpusPicture.Kind, String, Int, Int, Int)] = [
            (.grey, "grey", 1, 13, 7), (.palette, "palette", 2, 9, 5), (.rgb, "rgb", 8, 5, 3),
            (.rgba, "rgba", 16, 3, 7), (.rgba, "rgba", 8, 1, 1),
        ]
        for (kind, name, bitDepth, width, height) in oddSizes {
            all.append(CorpusPicture(name: "\(name)-\(bitDepth)-\(width)x\(height)", kind: kind, bitDepth: bitDepth,
                                     width: width, height: height))
        }
        all += all.map { plain in
            var twin = plain
            twin.name += "-interlaced"
            twin.interlaced = true
            return twin
        }
        let transparent: [(CorpusPicture.Kind, String, Int)] = [
            (.palette, "palette", 1), (.palette, "palette", 4), (.palette, "palette", 8), (.grey, "grey", 2),
            (.grey, "grey", 8), (.grey, "grey", 16), (.rgb, "rgb", 8), (.rgb, "rgb", 16),
        ]
        for (kind, name, bitDepth) in transparent {
            all.append(CorpusPicture(name: "\(name)-\(bitDepth)-trns", kind: kind, bitDepth: bitDepth, transparency: true))
        }
        all.append(CorpusPicture(name: "palette-8-trns-interlaced", kind: .palette, bitDepth: 8, interlaced: true,
                                 transparency: true))
        let gammas: [(CorpusPicture.Kind, String, Int, UInt32)] = [
            (.rgb, "rgb", 8, 100000), (.rgb, "rgb", 8, 35000), (.rgb, "rgb", 8, 45455), (.grey, "grey", 16, 100000),
            (.palette, "palette", 8, 100000), (.rgba, "rgba", 8, 100000),
        ]
        for (kind, name, bitDepth, gamma) in gammas {
            all.append(CorpusPicture(name: "\(name)-\(bitDepth)-gamma\(gamma)", kind: kind, bitDepth: bitDepth, gamma: gamma))
        }
        all.append(CorpusPicture(name: "rgb-8-sbit", kind: .rgb, bitDepth: 8,
                                 extras: [.significantBits(red: 5, green: 6, blue: 5)]))
        all.append(CorpusPicture(name: "rgb-8-srgb", kind: .rgb, bitDepth: 8, extras: [.sRGB(intent: 0)]))
        all.append(CorpusPicture(name: "rgb-8-text", kind: .rgb, bitDepth: 8,
                                 extras: [.text(key: "Comment", text: "Diorama test corpus"),
                                          .privateChunk(type: "prVt", data: [1, 2, 3])]))
        all.append(CorpusPicture(name: "rgb-8-stored", kind: .rgb, bitDepth: 8, compressionLevel: 0))
        all.append(CorpusPicture(name: "rgb-8-split-idat", kind: .rgb, bitDepth: 8, idatSize: 128))
        all.append(CorpusPicture(name: "rgba-16-interlaced-stored-split-idat", kind: .rgba, bitDepth: 16,
                                 interlaced: true, compressionLevel: 0, idatSize: 2048))
        return all
    }()
}
