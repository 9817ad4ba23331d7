extension DeviceSize {
    /// Pixels per point of the iPhones with this screen size, from the HIG's device screen sizes
    /// (Layout, Specifications): 375x667 (iPhone SE 2nd and 3rd generation, 8) and 320x568 (iPhone
    /// SE 1st generation) are 2x, every other row 3x. 414x896 holds both iPhone 11 and XR (2x) and
    /// iPhone 11 Pro Max and XS Max (3x); it counts as 3x, so that an image is called larger than
    /// the widget only when it is on every iPhone of that size.
    public var screenScale: Int {
        switch (screenWidth, screenHeight) {
        case (375, 667), (320, 568): 2
        default: 3
        }
    }

    /// The family that takes the most room on this screen: what no widget image needs to exceed.
    public var largestFamily: WidgetFamily {
        WidgetFamily.allCases.max { a, b in
            let (pa, pb) = (points(for: a), points(for: b))
            return pa.width * pa.height < pb.width * pb.height
        } ?? .systemLarge
    }
}
