//
//  LoginViewController.swift
//  Admin
//

import UIKit

class LoginViewController: UIViewController {

    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(passwordField)
    }

}
