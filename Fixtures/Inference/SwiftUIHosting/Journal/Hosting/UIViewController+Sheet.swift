//
//  UIViewController+Sheet.swift
//  Journal
//

import UIKit

extension UIViewController {
  /// UIKit screens get the same sheet chrome as SwiftUI ones.
  func asSheet() -> SheetContainerViewController {
    SheetContainerViewController(content: self)
  }
}

final class SheetContainerViewController: UIViewController {
  private let content: UIViewController

  init(content: UIViewController) {
    self.content = content
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    view.addSubview(content.view)
    content.didMove(toParent: self)
  }
}
