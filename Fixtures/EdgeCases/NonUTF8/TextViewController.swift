//
//  TextViewController.swift
//  Notizen
//

import UIKit

/// Zeigt den Text an – „Überschrift“ inklusive.
final class TextViewController: UIViewController {

    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.text = "Grüße aus Köln 🇩🇪"
        view.addSubview(textView)
    }
}
