import Engine
import UI

/// The Showcase's full-size viewer: ← and → (or its buttons) go to the previous and next share,
/// + and − (or the wheel, or its buttons) zoom, 0 fits the picture again, a drag moves a zoomed
/// picture, and Esc (or ×) goes back to the Showcase. The picture is decoded off the ticks
/// (`fullPictures`) and only drawn.
extension EditorCanvasScene {
    /// Takes the keys and the wheel no widget took, and the pointer over the picture.
    func handleViewer(_ unhandled: [InputEvent], input: [InputEvent]) {
        guard let frame = tree[EditorTree.viewerPicture]?.frame else { return }
        for event in unhandled {
            switch event {
            case .keyDown(let press) where press.key == .left: showNeighbour(-1)
            case .keyDown(let press) where press.key == .right: showNeighbour(1)
            case .keyDown(let press) where Self.zoomInKeys.contains(press.key.rawValue): state.viewer?.zoom(by: 1, frame: frame)
            case .keyDown(let press) where Self.zoomOutKeys.contains(press.key.rawValue): state.viewer?.zoom(by: -1, frame: frame)
            case .keyDown(let press) where press.key.rawValue == "0": state.viewer?.zoom(by: -.infinity, frame: frame)
            case .wheel(let notches): state.viewer?.zoom(by: notches, frame: frame)
            default: break
            }
        }
        for event in input {
            switch event {
            case .pointerDown(let point, .primary) where frame.contains(point): state.viewer?.dragPoint = point
            case .pointerMove(let point):
                guard let from = state.viewer?.dragPoint else { continue }
                state.viewer?.move(by: point - from, frame: frame)
                state.viewer?.dragPoint = point
            case .pointerUp(_, .primary): state.viewer?.dragPoint = nil
            default: break
            }
        }
    }

    /// The keys that zoom in and out, by their names.
    private static let zoomInKeys: Set<String> = ["=", "+", "keypad +"], zoomOutKeys: Set<String> = ["-", "keypad -"]

    /// Applies the viewer's buttons.
    func applyViewer(_ action: UIAction) {
        guard let frame = tree[EditorTree.viewerPicture]?.frame else { return }
        switch action {
        case .tapped(EditorTree.previousExport): showNeighbour(-1)
        case .tapped(EditorTree.nextExport): showNeighbour(1)
        case .tapped(EditorTree.zoomIn): state.viewer?.zoom(by: 1, frame: frame)
        case .tapped(EditorTree.zoomOut): state.viewer?.zoom(by: -1, frame: frame)
        default: break
        }
    }

    /// Draws the viewed share's picture in the viewer's frame, once it is decoded; lets the
    /// pictures and their textures go when the viewer is not shown.
    func drawViewerPicture(in frame: Rect, into list: inout DrawList) {
        guard let viewer = state.viewer, let item = state.showcase?.first(where: { $0.base == viewer.base }) else { return }
        list.fillRect(frame, Color(hex: 0x111318))
        let key = PictureThumbnails.Key(item.shown, in: shareFolder.path)
        guard let picture = fullPictures.thumbnail(key)?.sharp else { return }
        let texture = fullPictureTextures.texture(of: key, image: picture, in: assets)
        let box = viewer.box(for: Vec2(Double(picture.width), Double(picture.height)), in: frame)
        list.pushClip(frame)
        list.sprite(Sprite(texture: texture, center: box.center, size: box.size))
        list.popClip()
    }

    /// Lets go of the viewer's pictures and textures once it no longer shows.
    func releaseViewerPictures() {
        guard !state.overlays.isVisible(EditorTree.viewerSheet), !fullPictureTextures.isEmpty || !fullPictures.isEmpty else { return }
        fullPictureTextures.releaseAll(from: assets)
        fullPictures.forgetAll()
    }
}
