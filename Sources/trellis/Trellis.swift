// `trellis`: runs the example apps headless on simulated devices, prints their view trees, renders them.

import ArgumentParser

@main
struct Trellis: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Run UIKit layouts headless on simulated iPhones and iPads: view trees, screenshots, a gallery.",
        discussion: """
            Apps: \(AppCatalog.names.joined(separator: ", ")).
            Devices: \(DeviceCatalog.galleryDevices.map(\.name).joined(separator: ", ")) (see `trellis devices`).
            """,
        subcommands: [DevicesCommand.self, FramesCommand.self, RenderCommand.self, GalleryCommand.self, CheckCommand.self]
    )
}
