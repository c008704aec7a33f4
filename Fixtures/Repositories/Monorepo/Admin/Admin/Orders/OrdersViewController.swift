//
//  OrdersViewController.swift
//  Admin
//

import UIKit

class OrdersViewController: UITableViewController {
}
