import UIKit

/// One row: up to five lines of text for the top labels, one for the bottom label, and the picture to load.
struct ExampleItem {
    let lines: [String]
    let footer: String
    let imageName: String
}

enum SampleModel {
    static let items: [ExampleItem] = [
        ExampleItem(lines: ["Golden Gate Bridge", "San Francisco, California", "Suspension bridge spanning the Golden Gate, the strait between San Francisco Bay and the Pacific Ocean."],
                    footer: "Opened 1937", imageName: "photo1"),
        ExampleItem(lines: ["Half Dome", "Yosemite National Park"],
                    footer: "Granite dome · 2,694 m", imageName: "photo2"),
        ExampleItem(lines: ["Pacific Coast Highway", "Big Sur", "One of the most scenic drives in the world, winding along cliffs above the ocean.", "Best in spring", "Allow a full day"],
                    footer: "Highway 1 · 140 km", imageName: "photo3"),
        ExampleItem(lines: ["Muir Woods"],
                    footer: "Old-growth redwoods", imageName: "photo4"),
        ExampleItem(lines: ["Lake Tahoe", "Sierra Nevada", "Freshwater lake on the border of California and Nevada, famous for its clarity."],
                    footer: "Elevation 1,897 m", imageName: "photo5"),
        ExampleItem(lines: ["Joshua Tree", "Mojave Desert", "Twisted trees, boulders and dark skies.", "Open all year"],
                    footer: "National park since 1994", imageName: "photo6"),
        ExampleItem(lines: ["Death Valley", "The lowest, hottest and driest national park in North America."],
                    footer: "Badwater Basin · −86 m", imageName: "photo3"),
        ExampleItem(lines: ["Sequoia", "General Sherman, the largest tree on Earth by volume.", "Sierra Nevada"],
                    footer: "Volume 1,487 m³", imageName: "photo2"),
        ExampleItem(lines: ["Point Reyes", "Lighthouse and elephant seals"],
                    footer: "Marin County", imageName: "photo1"),
        ExampleItem(lines: ["Mono Lake", "Tufa towers rising from a saline soda lake.", "Lee Vining", "Sunrise is best", "Bring water"],
                    footer: "Age: over 760,000 years", imageName: "photo5"),
    ]
}
