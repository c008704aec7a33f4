//
//  HostingScreen.swift
//  Journal
//

import UIKit
import SwiftUI

/// Every SwiftUI screen is pushed inside one of these.
final class HostingScreen<Content: View>: UIHostingController<Content> {
  override init(rootView: Content) {
    super.init(rootView: rootView)
    navigationItem.largeTitleDisplayMode = .never
  }

  @MainActor required dynamic init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A hosting controller presented as a resizable sheet.
final class SheetScreen<Content: View>: UIHostingController<Content> {
  override init(rootView: Content) {
    super.init(rootView: rootView)
    sheetPresentationController?.detents = [.medium(), .large()]
  }

  @MainActor required dynamic init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

extension View {
  func wrapped() -> HostingScreen<Self> {
    HostingScreen(rootView: self)
  }

  func wrapped(title: String) -> HostingScreen<Self> {
    let screen = HostingScreen(rootView: self)
    screen.title = title
    return screen
  }

  func asSheet() -> SheetScreen<Self> {
    SheetScreen(rootView: self)
  }
}
